import { useEffect, useSyncExternalStore } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setPaymentRequiredHandler, setSessionEndedHandler } from '../lib/api-client';
import i18n from '../lib/i18n';
import { sonnerModule, toast } from '../lib/toast';
import { useTheme } from '../lib/theme';
import { useServiceNotice } from './service-notice';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/*
 * Below the top bar (64 px; the public pages' header is 72 px), so a toast never covers the language
 * switcher, the theme toggle or the user menu, at any width.
 */
const BELOW_TOP_BAR = { top: 80, right: 16 };
const BELOW_TOP_BAR_PHONE = { top: 76, left: 12, right: 12 };

/**
 * Toasts top-right, 2 s, paused on hover and while the tab is hidden (sonner's default). Mounted once the
 * first toast has loaded sonner (lib/toast.ts); it then shows that toast.
 */
function AppToaster() {
  const [theme] = useTheme();
  const { t } = useTranslation('common');
  const sonner = useSyncExternalStore(sonnerModule.subscribe, sonnerModule.current, sonnerModule.current);
  if (!sonner) return null;
  const { Toaster } = sonner;
  // sonner appends its hotkey to the region's name ("Benachrichtigungen alt+T").
  return (
    <Toaster
      position="top-right"
      duration={2000}
      richColors
      closeButton
      offset={BELOW_TOP_BAR}
      mobileOffset={BELOW_TOP_BAR_PHONE}
      theme={theme}
      containerAriaLabel={t('notifications')}
    />
  );
}

/**
 * Providers plus the glue between the API client and the router: when a session ends (refresh failed,
 * or the account turned out blocked) we drop cached data and go to /login; when a plan ended while
 * signed in (402 PaymentRequired) we reload the user and go to /my-subscriptions; while the service does
 * not answer, one notice says so.
 */
export function AppRoot({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  useServiceNotice(queryClient);
  useEffect(() => {
    setSessionEndedHandler((reason) => {
      queryClient.clear();
      if (reason === 'blocked') toast.error(i18n.t('Blocked', { ns: 'messages' }));
      void router.navigate('/login', { replace: true });
    });
    setPaymentRequiredHandler(() => {
      // The guards read the plan from the user: load it again, then renew on the plan page.
      void queryClient.invalidateQueries({ queryKey: ['auth', 'current-user'] });
      // One toast however many requests fail together.
      toast.error(i18n.t('PaymentRequired', { ns: 'messages' }), { id: 'payment-required' });
      if (router.state.location.pathname !== '/my-subscriptions') void router.navigate('/my-subscriptions');
    });
  }, [router, queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>
  );
}
