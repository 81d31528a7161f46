import type { RouteObject } from 'react-router';

/** A member's public profile (the page loads on demand). */
export const userRoutes: RouteObject[] = [
  {
    path: 'user-profile/:id',
    handle: { title: 'userProfile' },
    lazy: () => import('./pages/user-profile-page').then((m) => ({ Component: m.UserProfilePage })),
  },
];
