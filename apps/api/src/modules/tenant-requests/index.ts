// The tenant-requests module's public surface: what other modules and the app may use of it.
export { presentRequest } from './presenter.ts';
export { findRequest } from './queries.ts';
export { present, presentRequestHits } from './route-kit.ts';
export { REQUEST_FILTER_FLAGS } from './search-queries.ts';
export { createTenantRequestService } from './service.ts';
export type { TenantRequestService } from './service.ts';
export { tenantRequestsModule } from './module.ts';
