import { lazy } from 'react';

/**
 * The mail's ?token= half of /verify-email, which the app shares with the plan choice: its code loads
 * only when it is shown (inside the app's Suspense).
 */
export const LazyConfirmEmailPage = lazy(() =>
  import('./pages/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage })),
);
