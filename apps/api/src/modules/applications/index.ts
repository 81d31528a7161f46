// The applications module's public surface: what other modules and the app may use of it.
export { applicationsModule } from './module.ts';
export { createApplicationServices } from './services.ts';
