import type { RouteObject } from 'react-router';

/** The inboxes and one thread (each page loads on demand; the badge and realtime live in the dashboard). */
export const inquiryRoutes: RouteObject[] = [
  {
    path: 'all-inquiries',
    handle: { title: 'allInquiries' },
    lazy: () =>
      import('./pages/all-inquiries-page').then((m) => ({
        Component: m.AllInquiriesPage,
      })),
  },
  {
    path: 'inquiries-thread/:type/:inboxId',
    handle: { title: 'inquiryThread' },
    lazy: () =>
      import('./pages/inquiry-thread-page').then((m) => ({
        Component: m.InquiryThreadPage,
      })),
  },
];
