import { useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { Toaster, toast } from 'sonner';
import { translateMessage } from '../lib/contract-core';
import { setSessionEndedHandler } from '../lib/api-client';
import { uiLanguage } from '../lib/i18n';
import { useTheme } from '../lib/theme';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Toasts top-right, 2 s, paused on hover and while the tab is hidden (sonner's default). */
function AppToaster() {
  const [theme] = useTheme();
  return <Toaster position="top-right" duration={2000} richColors closeButton theme={theme} />;
}

/**
 * Providers plus the one piece of glue between the API client and the router: when a session ends
 * (refresh failed, or the account turned out blocked) we drop cached data and go to /login.
 */
export function AppRoot({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  useEffect(() => {
    setSessionEndedHandler((reason) => {
      queryClient.clear();
      if (reason === 'blocked') toast.error(translateMessage('Blocked', uiLanguage()));
      void router.navigate('/login', { replace: true });
    });
  }, [router, queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>
  );
}
