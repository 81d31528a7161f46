import { createRequestKit, type RequestDeps } from './request-kit.ts';
import { createRequestReading } from './request-reading.ts';
import { createRequestWriting } from './request-writing.ts';
import type { FileCopyDeps } from './file-copies.ts';

export type { RequestView, UploadedDocument } from './request-kit.ts';
export { CLEARABLE_REQUEST_FIELDS } from './request-writing.ts';
export type { LogDocumentOpen } from './file-copies.ts';

/**
 * Tenants' request profiles and their files, as the routes, favourites and inquiries use them.
 * Landlords get stamped copies of the files; `logOpen` keeps each open for the tenant.
 */
export function createTenantRequestService(d: RequestDeps & FileCopyDeps) {
  const kit = createRequestKit(d);
  return { ...createRequestReading(d, kit), ...createRequestWriting(d, kit) };
}

export type TenantRequestService = ReturnType<typeof createTenantRequestService>;
