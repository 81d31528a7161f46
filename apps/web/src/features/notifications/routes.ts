import type { RouteObject } from 'react-router';

/** The notification centre's page for the router (the bell lives in the dashboard's top bar). */
export const notificationRoutes: RouteObject[] = [
  {
    path: 'notifications',
    handle: { title: 'notifications' },
    lazy: () => import('./pages/notifications-page').then((m) => ({ Component: m.NotificationsPage })),
  },
];
