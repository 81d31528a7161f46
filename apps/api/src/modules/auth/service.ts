import { createAccountActions } from './account-service.ts';
import { createAuthKit, type AuthDeps } from './auth-kit.ts';
import { createPasswordActions } from './password-service.ts';
import { createSessionActions } from './session-service.ts';

export { defaultAuthRateRules, type AuthDeps, type AuthRateRules } from './auth-kit.ts';

/** Accounts and sessions, as the auth routes use them. */
export function createAuthService(d: AuthDeps) {
  const kit = createAuthKit(d);
  return { ...createSessionActions(d, kit), ...createAccountActions(d, kit), ...createPasswordActions(d, kit) };
}

export type AuthService = ReturnType<typeof createAuthService>;
