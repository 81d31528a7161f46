// The document-access module's public surface: what other modules and the app may use of it.
export { createDocumentAccessService } from './service.ts';
export { documentAccessModule } from './module.ts';
export { releaseStage, stagesWith } from './stages.ts';
export { recordDocumentOpen } from './access-log-queries.ts';
