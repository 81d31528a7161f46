import { asc, count, desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { documentAccessLog, tenantRequests, users } from '../../db/schema/index.ts';

/** A landlord opened a file of a request: the open as the tenant-requests module reports it. */
export interface DocumentOpen {
  landlordId: string;
  requestId: string;
  fileId: string;
  fileTitle: string | null;
  fileKind: 'image' | 'document';
  openedAt: Date;
}

/**
 * Keeps an open in the log of the request's tenant. The tenant is read from the request here, so the
 * caller need not know whose it is; a request deleted in the meantime leaves nothing to log.
 */
export async function recordDocumentOpen(db: Executor, open: DocumentOpen): Promise<void> {
  const [request] = await db
    .select({ tenantId: tenantRequests.userId })
    .from(tenantRequests)
    .where(eq(tenantRequests.id, open.requestId))
    .limit(1);
  if (!request) return;
  await db.insert(documentAccessLog).values({ tenantId: request.tenantId, ...open });
}

/** One page of a tenant's log, newest first, with each landlord as they are now (null once erased). */
export async function listDocumentOpens(db: Executor, tenantId: string, page: number, pageSize: number) {
  const mine = eq(documentAccessLog.tenantId, tenantId);
  const items = await db
    .select({
      id: documentAccessLog.id,
      landlordId: documentAccessLog.landlordId,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarKey: users.avatarKey,
      requestId: documentAccessLog.requestId,
      fileId: documentAccessLog.fileId,
      fileTitle: documentAccessLog.fileTitle,
      fileKind: documentAccessLog.fileKind,
      openedAt: documentAccessLog.openedAt,
    })
    .from(documentAccessLog)
    .leftJoin(users, eq(users.id, documentAccessLog.landlordId))
    .where(mine)
    .orderBy(desc(documentAccessLog.openedAt), desc(documentAccessLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(documentAccessLog).where(mine);
  return { items, total };
}

/** Every open naming the member: of their files (as tenant) and by them (as landlord), oldest first. */
export async function ownDocumentOpens(db: Executor, memberId: string) {
  return db
    .select()
    .from(documentAccessLog)
    .where(or(eq(documentAccessLog.tenantId, memberId), eq(documentAccessLog.landlordId, memberId)))
    .orderBy(asc(documentAccessLog.openedAt), asc(documentAccessLog.id));
}
