// The document-access module's public surface: what other modules and the app may use of it.
export { documentAccessRoutes } from './routes.ts';
export { createDocumentAccessService } from './service.ts';
