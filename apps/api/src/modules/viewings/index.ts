// The viewings module's public surface: what other modules and the app may use of it.
export type { ViewingService } from './service.ts';
export { viewingsModule } from './module.ts';
