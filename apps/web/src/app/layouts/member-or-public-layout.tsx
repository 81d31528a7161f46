import { useQuery } from '@tanstack/react-query';
import { useSessionUserId } from '../../lib/auth-session';
import { currentUserQueryOptions } from '../../lib/current-user';
import { AppLoading } from '../app-loading';
import { DashboardLayout } from './dashboard-layout';
import { PublicLayout } from './public-layout';

/**
 * For pages that are for everyone (`/report`): a signed-in member keeps the dashboard around the
 * page (menu, inquiries), a visitor gets the public layout. No guard sends anyone away, whatever
 * their plan or role.
 */
export function MemberOrPublicLayout() {
  const userId = useSessionUserId();
  const user = useQuery(currentUserQueryOptions(userId));
  if (userId && user.isPending) return <AppLoading />;
  return userId && user.data ? <DashboardLayout /> : <PublicLayout />;
}
