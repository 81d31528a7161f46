import type { RouteObject } from 'react-router';

/** The admins' moderation pages for the router (each page loads on demand with its texts). */
export const moderationRoutes: RouteObject[] = [
  {
    path: 'moderation',
    handle: { title: 'moderation' },
    lazy: () => import('./pages/moderation-queue-page').then((m) => ({ Component: m.ModerationQueuePage })),
  },
  {
    path: 'moderation/complaints',
    handle: { title: 'moderationComplaints' },
    lazy: () => import('./pages/complaints-page').then((m) => ({ Component: m.ComplaintsPage })),
  },
  {
    path: 'moderation/transparency',
    handle: { title: 'moderationTransparency' },
    lazy: () => import('./pages/transparency-page').then((m) => ({ Component: m.TransparencyPage })),
  },
];
