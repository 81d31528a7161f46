// The auth module's public surface: what other modules and the app may use of it.
export { revokeUserSessions } from './queries.ts';
export type { RefreshCookie } from './refresh-cookie.ts';
export type { AuthRateRules, AuthService } from './service.ts';
export { authModule } from './module.ts';
