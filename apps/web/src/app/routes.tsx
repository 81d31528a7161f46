import { redirect, type RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin';
import { applicationRoutes } from '../features/applications';
import { authRoutes } from '../features/auth';
import { favouritePropertyRoutes, favouriteRequestRoutes } from '../features/favourites';
import { inquiryRoutes } from '../features/inquiries';
import { matchRoutes } from '../features/matches';
import { moderationRoutes } from '../features/moderation-admin';
import { notificationRoutes } from '../features/notifications';
import { additionalPlanRoutes, paymentReturnRoutes } from '../features/payments';
import { profileRoutes } from '../features/profile';
import { propertyRoutes } from '../features/properties';
import { requestRoutes } from '../features/requests';
import { savedSearchRoutes } from '../features/saved-searches';
import { subscriptionRoutes } from '../features/subscriptions';
import { userRoutes } from '../features/users';
import { viewingRoutes } from '../features/viewings';
import { loadDashboardTranslations } from '../lib/i18n';
import { AppLoading } from './app-loading';
import { propertyDetailsLoader, propertySearchLoader } from './page-loaders';
import { PublicOnly } from './guards/public-only';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { reportRoute } from './report-route';

/*
 * Every page and both layouts load on demand (route `lazy`), so /login downloads only the shell,
 * the public layout and the login page. Guards are tiny and stay in the entry chunk. Each feature
 * brings its own pages' routes; here they get their guards and layouts, in this order.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    hydrateFallbackElement: <AppLoading />,
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect('/login') },
      {
        Component: PublicOnly,
        children: [
          {
            lazy: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout })),
            children: [
              ...authRoutes,
              {
                path: 'verify-email',
                // The plan choice (no token, an email) needs the full width for the plan cards.
                handle: {
                  title: 'verifyEmail',
                  wide: (params: URLSearchParams) => !params.has('token') && params.has('email'),
                },
                lazy: () => import('./pages/verify-email-route').then((m) => ({ Component: m.VerifyEmailRoute })),
              },
            ],
          },
        ],
      },
      {
        // Signed in or not (see the payment routes).
        lazy: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout })),
        children: paymentReturnRoutes,
      },
      reportRoute,
      {
        Component: RequireAuth,
        children: [
          {
            lazy: async () => {
              const [layout] = await Promise.all([import('./layouts/dashboard-layout'), loadDashboardTranslations()]);
              return { Component: layout.DashboardLayout };
            },
            children: [
              ...requestRoutes,
              ...favouriteRequestRoutes,
              ...adminRoutes,
              ...moderationRoutes,
              ...savedSearchRoutes,
              ...notificationRoutes,
              ...matchRoutes,
              ...viewingRoutes,
              ...applicationRoutes,
              ...profileRoutes,
              ...additionalPlanRoutes,
              ...subscriptionRoutes,
              ...propertyRoutes({ search: propertySearchLoader, details: propertyDetailsLoader }),
              ...userRoutes,
              ...inquiryRoutes,
              ...favouritePropertyRoutes,
            ],
          },
        ],
      },
      {
        path: '*',
        handle: { title: 'notFound' },
        lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
