import type { RouteObject } from 'react-router';

/** The admins' list of members (the page loads on demand). */
export const adminRoutes: RouteObject[] = [
  {
    path: 'all-users',
    handle: { title: 'allUsers' },
    lazy: () => import('./pages/all-users-page').then((m) => ({ Component: m.AllUsersPage })),
  },
];
