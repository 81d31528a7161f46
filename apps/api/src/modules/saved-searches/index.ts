// The saved-searches module's public surface: what other modules and the app may use of it.
export { savedSearchRoutes } from './routes.ts';
export { createSavedSearchService } from './service.ts';
export { unsubscribeRoutes } from './unsubscribe-routes.ts';
export { createUnsubscribeService } from './unsubscribe-service.ts';
export { readUnsubscribeToken, unsubscribeUrl } from './unsubscribe-token.ts';
export type { AlertTarget } from './unsubscribe-token.ts';
export { FILTER_FLAGS, GRID_DEGREES, savedSearchMatchColumns } from './match-columns.ts';
