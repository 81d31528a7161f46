import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import { createAuthCookies } from './refresh-cookie.ts';
import { authRoutes } from './routes.ts';
import { sameSiteGuard } from './same-site-guard.ts';
import { createAuthService, defaultAuthRateRules, type AuthRateRules } from './service.ts';
import { authAccess } from './access.ts';

/** Sign-up, sign-in, sessions and passwords; the login limits come from the configuration. */
export function authModule(p: Platform, options: { rateRules?: Partial<AuthRateRules> }) {
  const { config } = p;
  const service = createAuthService({
    db: p.db,
    jwt: p.jwt,
    tokenSecret: config.jwtSecret,
    outbox: p.outbox,
    avatars: p.avatars,
    clock: p.clock,
    limiter: p.limiter,
    rules: {
      ...defaultAuthRateRules,
      loginPerIp: { ...defaultAuthRateRules.loginPerIp, max: config.loginLimits.perIp },
      loginPerEmail: { ...defaultAuthRateRules.loginPerEmail, max: config.loginLimits.perEmail },
      ...options.rateRules,
    },
    appUrl: config.appUrl,
    log: p.log,
    realtime: p.realtime,
  });
  const cookies = createAuthCookies(config.appUrl.startsWith('https:'));
  const parts: ModuleParts = {
    access: authAccess,
    routes: (app) =>
      authRoutes(app, {
        auth: service,
        authenticate: p.authenticate,
        ...cookies,
        sameSiteOnly: sameSiteGuard(config.appUrl),
      }),
  };
  return { ...parts, service, refreshCookie: cookies.refreshCookie };
}
