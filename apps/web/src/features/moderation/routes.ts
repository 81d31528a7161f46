import type { RouteObject } from 'react-router';

/** /report, open to everyone; the app puts it in the dashboard for a member and the public layout otherwise. */
export const reportRoutes: RouteObject[] = [
  {
    path: 'report',
    handle: { title: 'report', centered: true },
    lazy: () => import('./pages/report-page').then((m) => ({ Component: m.ReportPage })),
  },
];

/** /complaint?token=…, for a suspended member, who cannot sign in: the app always gives it the public layout. */
export const complaintRoutes: RouteObject[] = [
  {
    path: 'complaint',
    handle: { title: 'complaint', centered: true },
    lazy: () => import('./pages/complaint-page').then((m) => ({ Component: m.ComplaintPage })),
  },
];
