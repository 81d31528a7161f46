import type { RouteObject } from 'react-router';

/** The request cards of a landlord's results need the `requests` texts; they load beside the page. */
const withRequestTexts = <T>(page: Promise<T>) =>
  Promise.all([page, import('../../lib/request-translations').then((m) => m.loadRequestTranslations())]).then(
    ([m]) => m,
  );

/** Saved searches for tenants and landlords (each page loads on demand with its texts). */
export const savedSearchRoutes: RouteObject[] = [
  {
    path: 'saved-searches',
    handle: { title: 'savedSearches' },
    lazy: () => import('./pages/saved-searches-page').then((m) => ({ Component: m.SavedSearchesPage })),
  },
  {
    path: 'saved-searches/:id',
    handle: { title: 'savedSearch' },
    lazy: () =>
      withRequestTexts(import('./pages/saved-search-results-page')).then((m) => ({
        Component: m.SavedSearchResultsPage,
      })),
  },
];
