import { type AccessRows, anyone, ownAccount, proof, tenantOrLandlord } from '../../platform/route-access.ts';

/** Who may call the auth module's routes. */
export const authAccess: AccessRows = {
  'POST /api/auth/register': anyone,
  'GET /api/auth/confirm-email/:token': proof('the mailed token'),
  'POST /api/auth/login': proof('email and password'),
  'POST /api/auth/refresh': proof('a refresh token of the account'),
  'POST /api/auth/forgot-password': anyone,
  'POST /api/auth/reset-password': proof('the mailed token'),
  'POST /api/auth/logout': ownAccount,
  'GET /api/auth/current-user': { ...ownAccount, object: 'account-or-admin' },
  'PUT /api/auth/update-profile': ownAccount,
  'PATCH /api/auth/update-profile': ownAccount,
  'PATCH /api/auth/change-password': ownAccount,
  'POST /api/auth/activate-free-plan': {
    who: tenantOrLandlord,
    otherRole: 403,
    plan: 'ended',
    object: 'own-account',
  },
};
