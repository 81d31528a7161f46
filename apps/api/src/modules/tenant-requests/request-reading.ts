import type { RequestFilterQuery } from '@mietmatch/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../../db/members.ts';
import { canSeeMember } from '../users/index.ts';
import { searchWithCityFallback } from '../geo/index.ts';
import { searchRequests } from './search-queries.ts';
import * as q from './queries.ts';
import { invalid, type RequestDeps, type RequestKit } from './request-kit.ts';
import { type FileCopyDeps, landlordCopy } from './file-copies.ts';

/** A request, the lists and the search, each as the viewer may see them, and a request's files. */
export function createRequestReading(d: RequestDeps & FileCopyDeps, kit: RequestKit) {
  const { view, viewMany } = kit;

  async function get(user: UserRow, id: string) {
    const row = await q.findRequest(d.db, id);
    if (!row) throw new AppError('NotFound');
    return view(user, row);
  }

  return {
    get,

    /** A tenant's own requests; landlords and admins page through every visible one. */
    async list(user: UserRow, page: number, pageSize: number) {
      const own = user.role === 'client';
      const { rows, total } = await q.listRequests(d.db, {
        userId: own ? user.id : undefined,
        visibleOnly: user.role === 'contractor',
        page,
        pageSize,
      });
      return { items: await viewMany(user, rows), total };
    },

    /**
     * One member's requests as this viewer may see them (the member's profile): admins every one in
     * any state, also of a blocked or deactivated member; landlords the visible ones; a tenant only
     * their own. A member whose profile is hidden from the viewer is not found, as the profile is.
     */
    async listOfMember(user: UserRow, memberId: string, page: number, pageSize: number) {
      const member = await findUserById(d.db, memberId);
      if (!canSeeMember(user, member)) throw new AppError('UserNotFound');
      if (user.role === 'client' && member.id !== user.id) return { items: [], total: 0 };
      const visibleOnly = user.role === 'contractor';
      const { rows, total } = await q.listRequests(d.db, { userId: member.id, visibleOnly, page, pageSize });
      return { items: await viewMany(user, rows), total };
    },

    /** Landlords search requests by area and filters, with the city fallback. */
    async search(user: UserRow, filters: RequestFilterQuery) {
      if (user.role === 'client') throw new AppError('Forbidden');
      const result = await searchWithCityFallback(d.db, filters, (centres, postalCodes, radius) =>
        searchRequests(d.db, {
          filters: { ...filters, radius: radius as RequestFilterQuery['radius'] },
          centres,
          postalCodes,
          now: d.clock.now(),
        }),
      );
      const views = new Map(
        (
          await viewMany(
            user,
            result.hits.map((h) => h.row),
          )
        ).map((v) => [v.row.id, v]),
      );
      const hits = result.hits.filter((h) => views.has(h.row.id)).map((h) => ({ ...h, view: views.get(h.row.id)! }));
      return { ...result, hits };
    },

    /** Several rows as this viewer sees them (lists of favourites and search results). */
    views: viewMany,

    /**
     * A file, only if the viewer may have it at this moment; otherwise as if it did not exist.
     * `thumb` answers an image's thumbnail under the same check; a document has none (400, told
     * only to a viewer who may have the document, so it says nothing to anyone else).
     */
    async file(user: UserRow, requestId: string, fileId: string, size: 'full' | 'thumb' = 'full', opens = true) {
      // The view holds only the files released to this viewer now (their stage, their access).
      const { files } = await get(user, requestId);
      const file = files.find((f) => f.id === fileId);
      if (!file) throw new AppError('NotFound');
      if (size === 'thumb' && file.kind !== 'image') throw invalid({ size: 'invalidValue' });
      const opened =
        size === 'thumb' ? await d.files.openThumbnail(file.storageKey) : await d.files.open(file.storageKey);
      if (!opened) throw new AppError('NotFound');
      // The tenant (and an admin) get the original; a landlord a copy with their name across it, and
      // each full open goes into the tenant's log (not the thumbnails a list of requests shows by the dozen).
      if (user.role !== 'contractor') return { file, ...opened };
      const openedAt = d.clock.now();
      const { stamped, ...copy } = await landlordCopy(opened, file, user, openedAt, size);
      // `opens`: false for a HEAD request, which asks about the file without opening it.
      if (stamped && size === 'full' && opens) {
        await d.logOpen?.({
          landlordId: user.id,
          requestId: file.requestId,
          fileId: file.id,
          fileTitle: file.title,
          fileKind: file.kind,
          openedAt,
        });
      }
      return copy;
    },
  };
}
