import type { RouteObject } from 'react-router';
import { getUserId } from '../lib/auth-session';
import { loadDashboardTranslations } from '../lib/i18n';

/** `/report`: reporting content is open to everyone, signed in (dashboard around it) or not. */
export const reportRoute: RouteObject = {
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
};
