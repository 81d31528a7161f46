import { type AccessRows, tenantOrLandlord } from '../../platform/route-access.ts';

/** Who may call the document-access module's routes. */
export const documentAccessAccess: AccessRows = {
  'POST /api/document-access/request': { who: ['contractor'], plan: 'valid', object: 'visible-request' },
  'PATCH /api/document-access/toggle-access': { who: ['client'], plan: 'valid', object: 'asked-tenant' },
  'GET /api/document-access': { who: tenantOrLandlord, plan: 'valid' },
  // The tenant's own record of who opened their files: no plan needed, open while deactivated.
  'GET /api/document-access/log': {
    who: ['client'],
    otherRole: 403,
    plan: 'any',
    deactivated: true,
    object: 'own-account',
  },
};
