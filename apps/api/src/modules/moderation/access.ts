import { type AccessRows, admin, anyone, ownAccount, proof } from '../../platform/route-access.ts';

/** Who may call the moderation module's routes. */
export const moderationAccess: AccessRows = {
  // Anyone may report (DSA Art. 16): a member by the item, a visitor by its page's address, name and email.
  'POST /api/reports': anyone,
  'GET /api/admin/reports': admin,
  'POST /api/admin/reports/:id/decision': admin,

  // Redress needs no running plan and stays open to a deactivated account (DSA Art. 20).
  'GET /api/moderation/decisions': ownAccount,
  'POST /api/moderation/decisions/:id/complaint': {
    who: 'member',
    plan: 'any',
    deactivated: true,
    object: 'concerned-decision',
  },
  // A suspended member cannot sign in: the mailed link stands in for the account.
  'POST /api/moderation/complaint-by-link': proof('the mailed complaint link of a suspended member'),
  'GET /api/admin/complaints': admin,
  'POST /api/admin/complaints/:id/resolve': admin,
  'GET /api/admin/transparency': admin,
};
