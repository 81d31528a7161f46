import type { RouteObject } from 'react-router';

/** The landlord's slots of a property, a tenant's booking page, and both sides' list of viewings. */
export const viewingRoutes: RouteObject[] = [
  {
    path: 'properties/:id/viewings',
    handle: { title: 'propertyViewings' },
    lazy: () => import('./pages/property-viewings-page').then((m) => ({ Component: m.PropertyViewingsPage })),
  },
  {
    path: 'properties/:id/book-viewing',
    handle: { title: 'bookViewing' },
    lazy: () => import('./pages/book-viewing-page').then((m) => ({ Component: m.BookViewingPage })),
  },
  {
    path: 'my-viewings',
    handle: { title: 'myViewings' },
    lazy: () => import('./pages/my-viewings-page').then((m) => ({ Component: m.MyViewingsPage })),
  },
];
