import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { documentAccess, requestFiles, tenantRequests, users, type NewTenantRequestRow, type RequestFileRow, type TenantRequestRow } from '../../db/schema/index.ts';
import { isUuid } from '../auth/queries.ts';

export async function insertRequest(db: Executor, values: NewTenantRequestRow): Promise<TenantRequestRow> {
  const [row] = await db.insert(tenantRequests).values(values).returning();
  return row!;
}

export async function findRequest(db: Executor, id: string): Promise<TenantRequestRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(tenantRequests).where(eq(tenantRequests.id, id)).limit(1);
  return row ?? null;
}

export async function updateRequest(db: Executor, id: string, values: Partial<NewTenantRequestRow>): Promise<void> {
  await db.update(tenantRequests).set({ ...values, updatedAt: sql`now()` }).where(eq(tenantRequests.id, id));
}

export async function deleteRequest(db: Executor, id: string): Promise<void> {
  await db.delete(tenantRequests).where(eq(tenantRequests.id, id));
}

/** A page of requests: a tenant's own, or every visible one for landlords and admins. */
export async function listRequests(db: Executor, opts: { userId?: string; visibleOnly: boolean; page: number; pageSize: number }) {
  const where = and(
    opts.userId ? eq(tenantRequests.userId, opts.userId) : undefined,
    opts.visibleOnly ? and(eq(tenantRequests.status, 'available'), eq(users.isBlocked, false), eq(users.isSoftDeleted, false), eq(users.isDeactivated, false)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: tenantRequests })
      .from(tenantRequests)
      .innerJoin(users, eq(users.id, tenantRequests.userId))
      .where(where)
      .orderBy(desc(tenantRequests.createdAt), asc(tenantRequests.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(tenantRequests).innerJoin(users, eq(users.id, tenantRequests.userId)).where(where),
  ]);
  return { rows: rows.map((r) => r.row), total: Number(total?.n ?? 0) };
}

export async function listFiles(db: Executor, requestIds: string[]): Promise<RequestFileRow[]> {
  if (requestIds.length === 0) return [];
  return db.select().from(requestFiles).where(inArray(requestFiles.requestId, requestIds)).orderBy(asc(requestFiles.kind), asc(requestFiles.position));
}

export async function findFile(db: Executor, requestId: string, fileId: string): Promise<RequestFileRow | null> {
  if (!isUuid(fileId)) return null;
  const [row] = await db.select().from(requestFiles).where(and(eq(requestFiles.id, fileId), eq(requestFiles.requestId, requestId))).limit(1);
  return row ?? null;
}

export async function insertFiles(db: Executor, rows: (typeof requestFiles.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(requestFiles).values(rows);
}

export async function deleteFiles(db: Executor, requestId: string, fileIds: string[]): Promise<RequestFileRow[]> {
  const ids = fileIds.filter(isUuid);
  if (ids.length === 0) return [];
  return db.delete(requestFiles).where(and(eq(requestFiles.requestId, requestId), inArray(requestFiles.id, ids))).returning();
}

export async function findAccess(db: Executor, tenantId: string, landlordId: string) {
  const [row] = await db
    .select()
    .from(documentAccess)
    .where(and(eq(documentAccess.tenantId, tenantId), eq(documentAccess.landlordId, landlordId)))
    .limit(1);
  return row ?? null;
}

export async function findOwners(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, avatarKey: users.avatarKey, isBlocked: users.isBlocked, isSoftDeleted: users.isSoftDeleted, isDeactivated: users.isDeactivated })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function findAccessesOf(db: Executor, landlordId: string, tenantIds: string[]) {
  if (tenantIds.length === 0) return [];
  return db
    .select()
    .from(documentAccess)
    .where(and(eq(documentAccess.landlordId, landlordId), inArray(documentAccess.tenantId, tenantIds)));
}
