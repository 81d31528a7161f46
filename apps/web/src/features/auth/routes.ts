import type { RouteObject } from 'react-router';

/** The sign-in pages (inside the app's public-only guard and public layout; each page loads on demand). */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: { title: 'login' },
    lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'register',
    handle: { title: 'register' },
    lazy: () => import('./pages/register-page').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: 'forgot-password',
    handle: { title: 'forgotPassword' },
    lazy: () =>
      import('./pages/forgot-password-page').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    path: 'reset-password',
    handle: { title: 'resetPassword' },
    lazy: () =>
      import('./pages/reset-password-page').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: 'email-notice',
    handle: { title: 'emailNotice' },
    lazy: () => import('./pages/email-notice-page').then((m) => ({ Component: m.EmailNoticePage })),
  },
];
