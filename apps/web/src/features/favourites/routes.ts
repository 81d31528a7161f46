import type { RouteObject } from 'react-router';

/** A landlord's favourite requests: the page and the `requests` texts its request cards read, together. */
export const favouriteRequestRoutes: RouteObject[] = [
  {
    path: 'my-favourite-requests',
    handle: { title: 'favouriteRequests' },
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/favourite-requests-page'),
        import('../../lib/request-translations').then((m) => m.loadRequestTranslations()),
      ]);
      return { Component: page.FavouriteRequestsPage };
    },
  },
];

/** A tenant's favourite listings (the page loads on demand). */
export const favouritePropertyRoutes: RouteObject[] = [
  {
    path: 'my-favourite-properties',
    handle: { title: 'favouriteProperties' },
    lazy: () =>
      import('./pages/favourite-properties-page').then((m) => ({
        Component: m.FavouritePropertiesPage,
      })),
  },
];
