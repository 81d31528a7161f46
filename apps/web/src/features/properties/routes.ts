import type { NonIndexRouteObject, RouteObject } from 'react-router';

/** What the app adds to a page: a loader that starts the page's data beside the page's code. */
type PageLoader = Pick<NonIndexRouteObject, 'loader' | 'shouldRevalidate'>;

/** The listing pages: the search (or a landlord's own listings), one landlord's, the form and the details. */
export function propertyRoutes(loaders: { search: PageLoader; details: PageLoader }): RouteObject[] {
  return [
    {
      path: 'properties-list',
      handle: { title: 'searchProperties', titleFor: { contractor: 'myProperties' } },
      ...loaders.search,
      lazy: () =>
        import('./pages/properties-list-page').then((m) => ({
          Component: m.PropertiesListPage,
        })),
    },
    {
      path: 'properties-list/:landlordId',
      handle: { title: 'landlordProperties' },
      lazy: () =>
        import('./pages/landlord-properties-page').then((m) => ({
          Component: m.LandlordPropertiesPage,
        })),
    },
    {
      path: 'add-property',
      handle: { title: 'addProperty' },
      lazy: () =>
        import('./pages/property-form-page').then((m) => ({
          Component: m.PropertyFormPage,
        })),
    },
    {
      path: 'edit-property/:id',
      handle: { title: 'editProperty' },
      lazy: () =>
        import('./pages/property-form-page').then((m) => ({
          Component: m.PropertyFormPage,
        })),
    },
    {
      path: 'property-details/:id',
      handle: { title: 'propertyDetails' },
      ...loaders.details,
      lazy: () =>
        import('./pages/property-details-page').then((m) => ({
          Component: m.PropertyDetailsPage,
        })),
    },
  ];
}
