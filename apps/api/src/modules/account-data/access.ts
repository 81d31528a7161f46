import { type AccessRows, ownAccount } from '../../platform/route-access.ts';

/** Who may call the account-data module's routes. */
export const accountDataAccess: AccessRows = {
  'GET /api/account/export': ownAccount,
  'POST /api/account/delete': ownAccount,
};
