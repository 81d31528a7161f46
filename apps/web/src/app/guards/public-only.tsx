import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useSessionUserId } from '../../lib/auth-session';
import { isAppPath } from '../../lib/checkout-return';
import { currentUserQueryOptions, homePathFor } from '../../lib/current-user';
import { AppLoading } from '../app-loading';

/**
 * Public routes are for visitors; a signed-in user goes to the start page of their role, or back to the
 * protected page the sign-in guard sent them away from (`from`, the same target the login page picks).
 */
export function PublicOnly() {
  const userId = useSessionUserId();
  const from: unknown = (useLocation().state as { from?: unknown } | null)?.from;
  // A session found on arrival: show the spinner rather than flash the login form before redirecting.
  // A session created here (by logging in) keeps the page visible while the login finishes.
  const [arrivedWithSession] = useState(() => Boolean(userId));
  const query = useQuery(currentUserQueryOptions(userId));

  if (userId && query.data) return <Navigate to={isAppPath(from) ? from : homePathFor(query.data)} replace />;
  if (userId && arrivedWithSession && query.isPending) return <AppLoading />;
  return <Outlet />;
}
