import { type AccessRows, member, tenantOrLandlord } from '../../platform/route-access.ts';

/** Who may call the inquiries module's routes. */
export const inquiriesAccess: AccessRows = {
  'GET /api/inquiry/inboxes': member,
  'GET /api/inquiry/inbox-for': { ...member, object: 'inbox-member' },
  'GET /api/inquiry/thread/:id': { ...member, object: 'inbox-member' },
  'GET /api/inquiry/unread-count': member,
  'POST /api/inquiry/create-inbox': {
    who: tenantOrLandlord,
    otherRole: 403,
    plan: 'valid',
    additionalPlan: true,
    object: 'visible-subject',
  },
  'POST /api/inquiry/send': { ...member, object: 'inbox-member' },
  'PUT /api/inquiry/update/:id': { ...member, object: 'message-author' },
  'DELETE /api/inquiry/delete/:id': { ...member, object: 'message-author' },
  'DELETE /api/inquiry/inbox/delete/:id': { ...member, object: 'inbox-member' },
  'POST /api/inquiry/mark-as-read/:id': { ...member, object: 'inbox-member' },
};
