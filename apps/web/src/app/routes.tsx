import { redirect, type RouteObject } from 'react-router';
import { matchRoutes } from '../features/matches/routes';
import { moderationRoutes } from '../features/moderation-admin/routes';
import { savedSearchRoutes } from '../features/saved-searches/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { viewingRoutes } from '../features/viewings/routes';
import { loadDashboardTranslations } from '../lib/i18n';
import { AppLoading } from './app-loading';
import { propertySearchLoader } from './page-loaders';
import { PublicOnly } from './guards/public-only';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { reportRoute } from './report-route';

/*
 * Every page and both layouts load on demand (route `lazy`), so /login downloads only the shell,
 * the public layout and the login page. Guards are tiny and stay in the entry chunk.
 */
const paymentPage = async () => {
  const [page] = await Promise.all([
    import('../features/payments/pages/verify-payment-page'),
    loadDashboardTranslations(),
  ]);
  return page;
};

/** Tenant-request pages: the page chunk and the `requests`, `favourites`, `access` namespaces together. */
const requestsPage = async <T,>(page: Promise<T>) => {
  const [module] = await Promise.all([
    page,
    import('../lib/request-translations').then((m) => m.loadRequestTranslations()),
  ]);
  return module;
};

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
              {
                path: 'login',
                handle: { title: 'login' },
                lazy: () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
              },
              {
                path: 'register',
                handle: { title: 'register' },
                lazy: () => import('../features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })),
              },
              {
                path: 'forgot-password',
                handle: { title: 'forgotPassword' },
                lazy: () =>
                  import('../features/auth/pages/forgot-password-page').then((m) => ({
                    Component: m.ForgotPasswordPage,
                  })),
              },
              {
                path: 'reset-password',
                handle: { title: 'resetPassword' },
                lazy: () =>
                  import('../features/auth/pages/reset-password-page').then((m) => ({
                    Component: m.ResetPasswordPage,
                  })),
              },
              {
                path: 'email-notice',
                handle: { title: 'emailNotice' },
                lazy: () =>
                  import('../features/auth/pages/email-notice-page').then((m) => ({ Component: m.EmailNoticePage })),
              },
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
        // Signed in or not: the payment provider sends people back here whichever they are (a plan
        // bought after a login gate has no session; a renewal inside the app has one), and the
        // local test checkout stands in for the provider's own page.
        lazy: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout })),
        children: [
          {
            path: 'verify-payment',
            handle: { title: 'verifyPayment' },
            lazy: () => paymentPage().then((m) => ({ Component: m.VerifyPaymentPage })),
          },
          {
            path: 'local-checkout/:sessionId',
            handle: { title: 'localCheckout', centered: true },
            lazy: async () => {
              const [page] = await Promise.all([
                import('../features/payments/pages/local-checkout-page'),
                loadDashboardTranslations(),
              ]);
              return { Component: page.LocalCheckoutPage };
            },
          },
        ],
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
              {
                path: 'my-requests',
                handle: { title: 'myRequests' },
                lazy: () =>
                  import('../features/requests/pages/requests-page').then((m) => ({ Component: m.RequestsPage })),
              },
              {
                path: 'all-tenant-requests',
                handle: { title: 'allTenantRequests' },
                lazy: () =>
                  import('../features/requests/pages/requests-page').then((m) => ({ Component: m.RequestsPage })),
              },
              {
                path: 'add-tenant',
                handle: { title: 'addTenant' },
                lazy: () =>
                  requestsPage(import('../features/requests/pages/request-form-page')).then((m) => ({
                    Component: m.RequestFormPage,
                  })),
              },
              {
                path: 'edit-tenant/:id',
                handle: { title: 'editTenant' },
                lazy: () =>
                  requestsPage(import('../features/requests/pages/request-form-page')).then((m) => ({
                    Component: m.RequestFormPage,
                  })),
              },
              {
                path: 'tenant-request-details/:id',
                handle: { title: 'tenantRequestDetails' },
                lazy: () =>
                  requestsPage(import('../features/requests/pages/request-details-page')).then((m) => ({
                    Component: m.RequestDetailsPage,
                  })),
              },
              {
                path: 'my-favourite-requests',
                handle: { title: 'favouriteRequests' },
                lazy: () =>
                  requestsPage(import('../features/favourites/pages/favourite-requests-page')).then((m) => ({
                    Component: m.FavouriteRequestsPage,
                  })),
              },
              {
                path: 'all-users',
                handle: { title: 'allUsers' },
                lazy: () =>
                  import('../features/admin/pages/all-users-page').then((m) => ({ Component: m.AllUsersPage })),
              },
              ...moderationRoutes,
              ...savedSearchRoutes,
              ...notificationRoutes,
              ...matchRoutes,
              ...viewingRoutes,
              {
                path: 'profile-view',
                handle: { title: 'profile' },
                lazy: () =>
                  import('../features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
              },
              {
                path: 'change-password',
                handle: { title: 'changePassword' },
                lazy: () =>
                  import('../features/profile/pages/change-password-page').then((m) => ({
                    Component: m.ChangePasswordPage,
                  })),
              },
              {
                // The additional plan is bought from inside the app, so its way back is behind sign-in.
                path: 'aditional-plan-success',
                handle: { title: 'additionalPlanSuccess' },
                lazy: () => paymentPage().then((m) => ({ Component: m.AdditionalPlanSuccessPage })),
              },
              {
                path: 'my-subscriptions',
                handle: { title: 'subscriptions' },
                lazy: () =>
                  import('../features/subscriptions/pages/my-subscriptions-page').then((m) => ({
                    Component: m.MySubscriptionsPage,
                  })),
              },
              {
                path: 'properties-list',
                handle: { title: 'searchProperties', titleFor: { contractor: 'myProperties' } },
                ...propertySearchLoader,
                lazy: () =>
                  import('../features/properties/pages/properties-list-page').then((m) => ({
                    Component: m.PropertiesListPage,
                  })),
              },
              {
                path: 'properties-list/:landlordId',
                handle: { title: 'landlordProperties' },
                lazy: () =>
                  import('../features/properties/pages/landlord-properties-page').then((m) => ({
                    Component: m.LandlordPropertiesPage,
                  })),
              },
              {
                path: 'add-property',
                handle: { title: 'addProperty' },
                lazy: () =>
                  import('../features/properties/pages/property-form-page').then((m) => ({
                    Component: m.PropertyFormPage,
                  })),
              },
              {
                path: 'edit-property/:id',
                handle: { title: 'editProperty' },
                lazy: () =>
                  import('../features/properties/pages/property-form-page').then((m) => ({
                    Component: m.PropertyFormPage,
                  })),
              },
              {
                path: 'property-details/:id',
                handle: { title: 'propertyDetails' },
                lazy: () =>
                  import('../features/properties/pages/property-details-page').then((m) => ({
                    Component: m.PropertyDetailsPage,
                  })),
              },
              {
                path: 'user-profile/:id',
                handle: { title: 'userProfile' },
                lazy: () =>
                  import('../features/users/pages/user-profile-page').then((m) => ({ Component: m.UserProfilePage })),
              },
              {
                path: 'all-inquiries',
                handle: { title: 'allInquiries' },
                lazy: () =>
                  import('../features/inquiries/pages/all-inquiries-page').then((m) => ({
                    Component: m.AllInquiriesPage,
                  })),
              },
              {
                path: 'inquiries-thread/:type/:inboxId',
                handle: { title: 'inquiryThread' },
                lazy: () =>
                  import('../features/inquiries/pages/inquiry-thread-page').then((m) => ({
                    Component: m.InquiryThreadPage,
                  })),
              },
              {
                path: 'my-favourite-properties',
                handle: { title: 'favouriteProperties' },
                lazy: () =>
                  import('../features/favourites/pages/favourite-properties-page').then((m) => ({
                    Component: m.FavouritePropertiesPage,
                  })),
              },
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
