import { type AccessRows, ownAccount } from '../../platform/route-access.ts';

/**
 * Who may call the notifications module's routes: every member's own record of what happened,
 * readable without a running plan and while deactivated.
 */
export const notificationsAccess: AccessRows = {
  'GET /api/notifications': ownAccount,
  'GET /api/notifications/unread-count': ownAccount,
  'POST /api/notifications/read': ownAccount,
};
