// The matches module's public surface: what other modules and the app may use of it.
export { requestsMatchingProperty } from './match-queries.ts';
export { matchRoutes } from './routes.ts';
export { createMatchService } from './service.ts';
