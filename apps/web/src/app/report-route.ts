import type { RouteObject } from 'react-router';
import { getUserId } from '../lib/auth-session';
import { loadDashboardTranslations } from '../lib/i18n';

/**
 * The public pages of notice and redress (DSA Art. 16, 20). `/report` is open to everyone, signed
 * in (dashboard around it) or not; `/complaint?token=…` is for a suspended member, who cannot sign
 * in, so it always has the public layout.
 */
export const reportRoute: RouteObject = {
  children: [
    {
      lazy: async () => {
        const [layout] = await Promise.all([
          import('./layouts/member-or-public-layout'),
          // The dashboard's texts are needed only when a member sees the page inside it.
          getUserId() ? loadDashboardTranslations() : undefined,
        ]);
        return { Component: layout.MemberOrPublicLayout };
      },
      children: [
        {
          path: 'report',
          handle: { title: 'report', centered: true },
          lazy: () => import('../features/moderation/pages/report-page').then((m) => ({ Component: m.ReportPage })),
        },
      ],
    },
    {
      lazy: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout })),
      children: [
        {
          path: 'complaint',
          handle: { title: 'complaint', centered: true },
          lazy: () =>
            import('../features/moderation/pages/complaint-page').then((m) => ({ Component: m.ComplaintPage })),
        },
      ],
    },
  ],
};
