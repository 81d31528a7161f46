import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionUserId } from '../../lib/auth-session';
import { currentUserQueryOptions } from '../../lib/current-user';
import { errorText } from '../../lib/errors';
import { Button } from '../../components/ui/button';
import { AppLoading } from '../app-loading';
import { protectedRedirect } from './guard-rules';

/**
 * Pages a signed-out visitor comes back to after logging in: the payment provider returns people to the
 * additional plan's confirmation, which must still confirm once they sign in. Every other login goes to the
 * role's start page, as the specification's login outcome says.
 */
const RETURN_AFTER_LOGIN = ['/aditional-plan-success'];

/** Protected routes: a session and a loaded user, then the spec's redirects. */
export function RequireAuth() {
  const userId = useSessionUserId();
  const location = useLocation();
  const { t } = useTranslation('common');
  const query = useQuery(currentUserQueryOptions(userId));

  if (!userId) {
    const from = RETURN_AFTER_LOGIN.includes(location.pathname) ? `${location.pathname}${location.search}` : undefined;
    return <Navigate to="/login" replace state={from ? { from } : null} />;
  }
  if (query.isPending) return <AppLoading />;
  if (query.isError) {
    // 401/403 already ended the session (and we re-render to /login); this is the "server unreachable" case.
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
        <p className="max-w-sm text-muted-foreground">{errorText(query.error)}</p>
        <Button onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('errors.reload')}
        </Button>
      </div>
    );
  }
  const target = protectedRedirect(query.data, location.pathname);
  // `from`: the plan page can send the person back there after paying.
  if (target && target !== location.pathname)
    return <Navigate to={target} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}
