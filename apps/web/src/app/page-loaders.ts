import type { LoaderFunctionArgs } from 'react-router';
import { startPageData } from './query-client';

/**
 * /properties-list: opening the page starts its search beside the page's code (page-data.ts, loaded on
 * demand so no page's code joins the first chunk). A filter changed on the page is the page's own query
 * and runs no loader, so that navigation stays instant.
 */
export const propertySearchLoader = {
  loader: ({ request }: LoaderFunctionArgs) =>
    startPageData((client) =>
      import('./page-data').then((m) => m.prefetchPropertySearch(client, new URL(request.url).searchParams)),
    ),
  shouldRevalidate: () => false,
};

/**
 * /property-details/:id: the listing is asked for beside the page's code, and its first picture is fetched
 * as soon as the listing is there, before the page that shows it has arrived (listing-data.ts, small, loaded
 * on demand).
 */
export const propertyDetailsLoader = {
  loader: ({ params }: LoaderFunctionArgs) =>
    startPageData((client) => import('./listing-data').then((m) => m.prefetchListing(client, params.id ?? ''))),
  shouldRevalidate: () => false,
};
