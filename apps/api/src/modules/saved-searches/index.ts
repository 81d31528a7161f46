// The saved-searches module's public surface: what other modules and the app may use of it.
export { readUnsubscribeToken, unsubscribeUrl } from './unsubscribe-token.ts';
export type { AlertTarget } from './unsubscribe-token.ts';
export { FILTER_FLAGS, GRID_DEGREES, savedSearchMatchColumns } from './match-columns.ts';
export { savedSearchesModule } from './module.ts';
