// The auth module's public surface: what other modules and the app may use of it.

export { revokeUserSessions } from './queries.ts';
export { createAuthCookies } from './refresh-cookie.ts';
export type { RefreshCookie } from './refresh-cookie.ts';
export { authRoutes } from './routes.ts';
export { sameSiteGuard } from './same-site-guard.ts';
export { createAuthService, defaultAuthRateRules } from './service.ts';
export type { AuthRateRules, AuthService } from './service.ts';
