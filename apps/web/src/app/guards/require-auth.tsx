import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionUserId } from '../../lib/auth-session';
import { currentUserQueryOptions } from '../../lib/current-user';
import { errorText } from '../../lib/errors';
import { Button } from '../../components/ui/button';
import { AppLoading } from '../app-loading';
import { protectedRedirect } from './guard-rules';

/** Protected routes: a session and a loaded user, then the spec's redirects. */
export function RequireAuth() {
  const userId = useSessionUserId();
  const location = useLocation();
  const { t } = useTranslation('common');
  const query = useQuery(currentUserQueryOptions(userId));

  // `from`: after logging in, the person lands where they were going (e.g. a payment's confirmation).
  if (!userId) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
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
