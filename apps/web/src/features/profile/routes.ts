import type { RouteObject } from 'react-router';

/** The member's own account pages (each page loads on demand). */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile-view',
    handle: { title: 'profile' },
    lazy: () => import('./pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'change-password',
    handle: { title: 'changePassword' },
    lazy: () =>
      import('./pages/change-password-page').then((m) => ({
        Component: m.ChangePasswordPage,
      })),
  },
];
