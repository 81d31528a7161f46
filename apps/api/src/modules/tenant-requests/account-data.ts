import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { requestFiles, tenantRequests } from '../../db/schema/index.ts';
import { plainRow, type AccountPart } from '../../platform/account-part.ts';

/** The tenant's requests with their images and documents, oldest first. */
async function ownRequests(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(tenantRequests)
    .where(eq(tenantRequests.userId, userId))
    .orderBy(asc(tenantRequests.createdAt), asc(tenantRequests.id));
  const files = rows.length
    ? await db
        .select()
        .from(requestFiles)
        .where(
          inArray(
            requestFiles.requestId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(requestFiles.kind), asc(requestFiles.position))
    : [];
  return rows.map((row) => ({ row, files: files.filter((f) => f.requestId === row.id) }));
}

/** Every file of the person's requests, to delete from storage once the rows are gone. */
async function ownFileKeys(tx: Executor, userId: string) {
  const rows = await tx
    .select({ key: requestFiles.storageKey })
    .from(requestFiles)
    .innerJoin(tenantRequests, eq(tenantRequests.id, requestFiles.requestId))
    .where(eq(tenantRequests.userId, userId));
  return rows.map((r) => ({ store: 'privateFiles' as const, key: r.key }));
}

const pad = (n: number) => String(n).padStart(2, '0');

function safeName(title: string | null, fallback: string) {
  return (
    (title ?? '')
      .replace(/[^\p{L}\p{N} ._-]/gu, '_')
      .trim()
      .slice(0, 60) || fallback
  );
}

const EXT: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The requests go with the account (by cascade); their files are deleted from storage after it. */
export const tenantRequestsAccountData: AccountPart = {
  async export(db, memberId) {
    const requests = await ownRequests(db, memberId);
    return {
      present: ({ file }) => ({
        requests: requests.map(({ row, files: stored }) => ({
          ...plainRow(row, ['userId', 'ownerVisible', 'ownerTopUntil']),
          id: row.id,
          files: stored.map((f, i) => {
            const ext = EXT[f.contentType] ?? 'bin';
            const path =
              f.kind === 'image'
                ? `files/requests/${row.id}/images/${pad(i + 1)}.${ext}`
                : `files/requests/${row.id}/documents/${pad(i + 1)}-${safeName(f.title, 'document')}.${ext}`;
            return {
              kind: f.kind,
              title: f.title,
              contentType: f.contentType,
              position: f.position,
              // A PDF still shrinks when deflated; images are compressed already.
              file: file({
                path,
                store: 'privateFiles',
                key: f.storageKey,
                compress: f.contentType === 'application/pdf',
              }),
            };
          }),
        })),
      }),
    };
  },
  erase: { remove: async (tx, member) => ({ files: await ownFileKeys(tx, member.id) }) },
};
