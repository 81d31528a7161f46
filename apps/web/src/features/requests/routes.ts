import type { RouteObject } from 'react-router';

/** Tenant-request pages: the page chunk and the `requests`, `access` namespaces together. */
const requestsPage = async <T>(page: Promise<T>) => {
  const [module] = await Promise.all([
    page,
    import('../../lib/request-translations').then((m) => m.loadRequestTranslations()),
  ]);
  return module;
};

/** A tenant's requests, a landlord's search for tenants, the request form and one request's details. */
export const requestRoutes: RouteObject[] = [
  {
    path: 'my-requests',
    handle: { title: 'myRequests' },
    lazy: () => import('./pages/requests-page').then((m) => ({ Component: m.RequestsPage })),
  },
  {
    path: 'all-tenant-requests',
    handle: { title: 'allTenantRequests' },
    lazy: () => import('./pages/requests-page').then((m) => ({ Component: m.RequestsPage })),
  },
  {
    path: 'add-tenant',
    handle: { title: 'addTenant' },
    lazy: () =>
      requestsPage(import('./pages/request-form-page')).then((m) => ({
        Component: m.RequestFormPage,
      })),
  },
  {
    path: 'edit-tenant/:id',
    handle: { title: 'editTenant' },
    lazy: () =>
      requestsPage(import('./pages/request-form-page')).then((m) => ({
        Component: m.RequestFormPage,
      })),
  },
  {
    path: 'tenant-request-details/:id',
    handle: { title: 'tenantRequestDetails' },
    lazy: () =>
      requestsPage(import('./pages/request-details-page')).then((m) => ({
        Component: m.RequestDetailsPage,
      })),
  },
];
