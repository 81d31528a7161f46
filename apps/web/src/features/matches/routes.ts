import type { RouteObject } from 'react-router';

/** The two match pages: a landlord's listing finds requests, a tenant's request finds listings. */
export const matchRoutes: RouteObject[] = [
  {
    path: 'property-details/:id/matches',
    handle: { title: 'propertyMatches' },
    // Request cards read the `requests` texts, which travel with the request pages.
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/property-matches-page'),
        import('../../lib/request-translations').then((m) => m.loadRequestTranslations()),
      ]);
      return { Component: page.PropertyMatchesPage };
    },
  },
  {
    path: 'tenant-request-details/:id/matches',
    handle: { title: 'requestMatches' },
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/request-matches-page'),
        import('../../lib/request-translations').then((m) => m.loadRequestTranslations()),
      ]);
      return { Component: page.RequestMatchesPage };
    },
  },
];
