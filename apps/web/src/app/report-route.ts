import type { RouteObject } from 'react-router';
import { complaintRoutes, reportRoutes } from '../features/moderation';
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
      children: reportRoutes,
    },
    {
      lazy: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout })),
      children: complaintRoutes,
    },
  ],
};
