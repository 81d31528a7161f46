import { createRequestKit, type RequestDeps } from './request-kit.ts';
import { createRequestReading } from './request-reading.ts';
import { createRequestWriting } from './request-writing.ts';

export type { RequestView, UploadedDocument } from './request-kit.ts';
export { CLEARABLE_REQUEST_FIELDS } from './request-writing.ts';

/** Tenants' request profiles and their files, as the routes, favourites and inquiries use them. */
export function createTenantRequestService(d: RequestDeps) {
  const kit = createRequestKit(d);
  return { ...createRequestReading(d, kit), ...createRequestWriting(d, kit) };
}

export type TenantRequestService = ReturnType<typeof createTenantRequestService>;
