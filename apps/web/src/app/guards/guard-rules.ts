import { hasValidPlan, type User } from '@mietmatch/contract';
import { homePathFor } from '../../lib/current-user';

/**
 * Pages a user without a valid plan may still open: the plan page itself, the account basics, and the
 * verification of a plan just paid (it must answer whatever the guards think of the plan meanwhile).
 */
const SUBSCRIPTION_EXEMPT_PATHS = ['/my-subscriptions', '/profile-view', '/change-password', '/aditional-plan-success'];

/** Pages that belong to one role; other roles are sent to their own start page. */
const ROLE_PATHS: Record<string, User['role']> = {
  '/all-users': 'admin',
  '/moderation': 'admin',
  '/moderation/complaints': 'admin',
  '/moderation/transparency': 'admin',
  '/my-requests': 'client',
  '/all-tenant-requests': 'contractor',
};

/**
 * Where a signed-in user on a protected path must go instead, or null to stay.
 * Order follows the specification: deactivation first, then the subscription check (admins skip it).
 */
export function protectedRedirect(user: User, pathname: string, now = Date.now()): string | null {
  if (user.isDeactivated && user.role !== 'admin') {
    return pathname === '/profile-view' ? null : '/profile-view';
  }
  if (!hasValidPlan(user, now) && !SUBSCRIPTION_EXEMPT_PATHS.includes(pathname)) {
    return '/my-subscriptions';
  }
  const owner = ROLE_PATHS[pathname];
  if (owner && owner !== user.role) return homePathFor(user);
  return null;
}
