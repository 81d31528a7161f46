import type { RouteObject } from 'react-router';

/** The tenant's list of applications and the landlord's pipeline of one listing. */
export const applicationRoutes: RouteObject[] = [
  {
    path: 'my-applications',
    handle: { title: 'myApplications' },
    lazy: () => import('./pages/my-applications-page').then((m) => ({ Component: m.MyApplicationsPage })),
  },
  {
    path: 'property-applications/:propertyId',
    handle: { title: 'propertyApplications' },
    lazy: () => import('./pages/property-applications-page').then((m) => ({ Component: m.PropertyApplicationsPage })),
  },
];
