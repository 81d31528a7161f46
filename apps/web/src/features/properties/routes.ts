import type { NonIndexRouteObject, RouteObject } from 'react-router';

/** What the app adds to /properties-list: a loader that starts the search beside the page's code. */
type SearchLoader = Pick<NonIndexRouteObject, 'loader' | 'shouldRevalidate'>;

/** The listing pages: the search (or a landlord's own listings), one landlord's, the form and the details. */
export function propertyRoutes(searchLoader: SearchLoader): RouteObject[] {
  return [
    {
      path: 'properties-list',
      handle: { title: 'searchProperties', titleFor: { contractor: 'myProperties' } },
      ...searchLoader,
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
      lazy: () =>
        import('./pages/property-details-page').then((m) => ({
          Component: m.PropertyDetailsPage,
        })),
    },
  ];
}
