// The admin module's public surface: what other modules and the app may use of it.
export { recordAction } from './queries.ts';
export { adminRoutes } from './routes.ts';
export { createAdminService } from './service.ts';
