// The saved-searches module's public surface: what other modules and the app may use of it.
export { readUnsubscribeToken, unsubscribeUrl } from './unsubscribe-token.ts';
export type { AlertTarget } from './unsubscribe-token.ts';
export { savedSearchMatchColumns } from './match-columns.ts';
export { savedSearchesMeeting } from './reverse-match-queries.ts';
export { dailySearchesWithUnmailedHits, lockSavedSearchForAlerts } from './alert-targets.ts';
export { savedSearchesModule } from './module.ts';
