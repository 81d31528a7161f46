import { type AccessState, DOCUMENT_KIND_STAGE, IMAGES_STAGE, reaches, type RequestStage } from '@mietmatch/contract';
import type { RequestFileRow, TenantRequestRow, UserRow } from '../../db/schema/index.ts';
import { isOffered, type MemberState } from '../../db/members.ts';

export const canManageRequest = (user: UserRow, request: TenantRequestRow) =>
  user.role === 'admin' || request.userId === user.id;

/**
 * Landlords see available requests of active accounts; a tenant sees only their own;
 * owners and admins see everything of theirs.
 */
export function canSeeRequest(user: UserRow, request: TenantRequestRow, owner: MemberState | null): boolean {
  if (canManageRequest(user, request)) return true;
  // Removed by moderation: only its owner and admins see it.
  return user.role === 'contractor' && isOffered(request, owner);
}

/** What the viewer may do with a request's images and documents, decided at each request. */
export function fileAccessState(
  user: UserRow,
  request: TenantRequestRow,
  access: { status: 'pending' | 'granted' | 'removed' } | null,
): AccessState {
  if (canManageRequest(user, request)) return 'owner';
  if (request.allowedFileView) return 'public';
  return access?.status ?? 'none';
}

/**
 * Whether a landlord at this stage may open the file: the request's photos come with contact data
 * (at browsing when the tenant made their files public), documents by their kind. The spec's
 * document access takes part through the stage: an approval releases the next one.
 */
export function fileReleased(
  request: Pick<TenantRequestRow, 'allowedFileView'>,
  stage: RequestStage,
  file: Pick<RequestFileRow, 'kind' | 'documentKind'>,
): boolean {
  if (file.kind === 'image') return request.allowedFileView || reaches(stage, IMAGES_STAGE);
  return reaches(stage, DOCUMENT_KIND_STAGE[file.documentKind ?? 'other']);
}
