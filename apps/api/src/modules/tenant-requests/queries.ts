import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RequestStage } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { perExecutor } from '../../db/per-executor.ts';
import {
  documentAccess,
  requestContacts,
  requestFiles,
  tenantRequests,
  users,
  type NewTenantRequestRow,
  type RequestFileRow,
  type TenantRequestRow,
} from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { activeMemberCondition } from '../../db/members.ts';

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
  await db
    .update(tenantRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tenantRequests.id, id));
}

export async function deleteRequest(db: Executor, id: string): Promise<void> {
  await db.delete(tenantRequests).where(eq(tenantRequests.id, id));
}

/** A page of requests: a tenant's own, or every visible one for landlords and admins. */
export async function listRequests(
  db: Executor,
  opts: { userId?: string; visibleOnly: boolean; page: number; pageSize: number },
) {
  const where = and(
    opts.userId ? eq(tenantRequests.userId, opts.userId) : undefined,
    // Browsing others' requests: moderated ones (removed or restricted) are not listed.
    opts.visibleOnly
      ? and(eq(tenantRequests.status, 'available'), activeMemberCondition(), isNull(tenantRequests.moderation))
      : undefined,
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
  return db
    .select()
    .from(requestFiles)
    .where(inArray(requestFiles.requestId, requestIds))
    .orderBy(asc(requestFiles.kind), asc(requestFiles.position));
}

export async function insertFiles(db: Executor, rows: (typeof requestFiles.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(requestFiles).values(rows);
}

export async function deleteFiles(db: Executor, requestId: string, fileIds: string[]): Promise<RequestFileRow[]> {
  const ids = fileIds.filter(isUuid);
  if (ids.length === 0) return [];
  return db
    .delete(requestFiles)
    .where(and(eq(requestFiles.requestId, requestId), inArray(requestFiles.id, ids)))
    .returning();
}

/** Which of these storage keys a request file still names (the file sweep keeps those). */
export async function referencedFileKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: requestFiles.storageKey })
    .from(requestFiles)
    .where(inArray(requestFiles.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}

/** What a viewer needs beside a request row: its owner's state and avatar, the viewer's access, its files. */
export interface RequestFacts {
  requestId: string;
  owner: {
    id: string;
    avatarKey: string | null;
    isBlocked: boolean;
    isSoftDeleted: boolean;
    isDeactivated: boolean;
  } | null;
  access: { status: (typeof documentAccess.$inferSelect)['status'] } | null;
  /** The stage the viewer reached with the request's tenant (request-stages.ts); browse for anyone else. */
  stage: RequestStage;
  /** Every file of the request, images then documents by position; the caller releases them or not. */
  files: RequestFileRow[];
}

/** A file as `json_build_object` below writes it. */
type FileJson = Omit<RequestFileRow, 'createdAt'> & { createdAt: string };

/**
 * One statement for the facts of a page of requests (owners, the viewer's access, files), where
 * there were three; built once per database as a prepared statement, since every search and list
 * runs it. The rows come in as arrays of ids, so any page size is the same statement.
 */
function buildFacts(db: Executor) {
  const file = sql.raw(
    `json_build_object('id', f.id, 'requestId', f.request_id, 'kind', f.kind, 'title', f.title, 'documentKind', f.document_kind, 'contentType', f.content_type, 'storageKey', f.storage_key, 'position', f.position, 'createdAt', f.created_at)`,
  );
  return db
    .select({
      requestId: sql<string>`r.id`,
      ownerId: users.id,
      avatarKey: users.avatarKey,
      isBlocked: users.isBlocked,
      isSoftDeleted: users.isSoftDeleted,
      isDeactivated: users.isDeactivated,
      accessStatus: documentAccess.status,
      // Enums compare in their declared order; greatest() skips the nulls.
      stage: sql<RequestStage>`greatest('browse'::request_stage,
        case when ${requestContacts.tenantId} is not null then 'contact'::request_stage end,
        case when ${documentAccess.status} in ('granted', 'pending') then ${documentAccess.releasedStage} end)`,
      files: sql<
        FileJson[] | string
      >`(select coalesce(json_agg(${file} order by f.kind, f.position), '[]'::json) from ${requestFiles} f where f.request_id = r.id)`,
    })
    .from(
      sql`unnest(${sql.placeholder('requestIds')}::uuid[], ${sql.placeholder('userIds')}::uuid[]) as r(id, user_id)`,
    )
    .leftJoin(users, sql`${users.id} = r.user_id`)
    .leftJoin(
      documentAccess,
      sql`${documentAccess.tenantId} = r.user_id and ${documentAccess.landlordId} = ${sql.placeholder('viewerId')}::uuid`,
    )
    .leftJoin(
      requestContacts,
      sql`${requestContacts.tenantId} = r.user_id and ${requestContacts.landlordId} = ${sql.placeholder('viewerId')}::uuid`,
    )
    .prepare('mm_request_facts');
}

const factsStatement = perExecutor(buildFacts);

export async function findRequestFacts(
  db: Executor,
  viewerId: string,
  rows: Pick<TenantRequestRow, 'id' | 'userId'>[],
): Promise<RequestFacts[]> {
  if (rows.length === 0) return [];
  const found = await factsStatement(db).execute({
    requestIds: rows.map((r) => r.id),
    userIds: rows.map((r) => r.userId),
    viewerId,
  });
  return found.map((f) => {
    const files = (typeof f.files === 'string' ? JSON.parse(f.files) : f.files) as FileJson[];
    return {
      requestId: f.requestId,
      owner:
        f.ownerId === null
          ? null
          : {
              id: f.ownerId,
              avatarKey: f.avatarKey,
              isBlocked: f.isBlocked!,
              isSoftDeleted: f.isSoftDeleted!,
              isDeactivated: f.isDeactivated!,
            },
      access: f.accessStatus === null ? null : { status: f.accessStatus },
      stage: f.stage,
      files: files.map((x) => ({ ...x, createdAt: new Date(x.createdAt) })),
    };
  });
}
