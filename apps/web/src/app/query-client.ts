import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { isServiceOutage } from '../lib/errors';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        /*
         * 4xx answers will not change by asking again; a 5xx may. An outage (503, no answer) is not asked
         * again here: the API client has already waited out the server's Retry-After a few times.
         */
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          !isServiceOutage(error) &&
          failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let appClient: QueryClient | undefined;

/** The client the app renders with (main.tsx), so route loaders can start a page's queries in it. */
export function setAppQueryClient(client: QueryClient) {
  appClient = client;
}

/**
 * For a route's loader: starts a page's queries while its code is still loading, instead of after it has
 * rendered. Answers at once (a loader that waited would hold the navigation); a failure is left to the
 * page, which asks again and shows it.
 */
export function startPageData(start: (client: QueryClient) => Promise<unknown>) {
  if (appClient) start(appClient).catch(() => undefined);
  return null;
}
