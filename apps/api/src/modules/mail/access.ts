import { type AccessRows, admin } from '../../platform/route-access.ts';

/** Who may call the mail module's routes. */
export const mailAccess: AccessRows = {
  'GET /api/admin/mail-failures': admin,
  'POST /api/admin/mail-failures/:id/retry': admin,
};
