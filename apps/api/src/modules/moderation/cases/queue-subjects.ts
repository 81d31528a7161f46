import { inArray } from 'drizzle-orm';
import type { ModerationState, ReportSubjectType } from '@mietmatch/contract';
import type { Executor } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import type { ModeratedKind } from '../../../platform/moderated-kind.ts';

/** A reported item as it looks now, for admins and for the statement's reader. */
export interface SubjectView {
  type: ReportSubjectType;
  id: string;
  title: string | null;
  excerpt: string | null;
  owner: { id: string; firstName: string; lastName: string } | null;
  moderation: ModerationState | null;
}

export const subjectKey = (type: ReportSubjectType, id: string) => `${type}:${id}`;

interface Found {
  title: string | null;
  excerpt: string | null;
  ownerId: string | null;
  moderation: ModerationState | null;
}

/**
 * The items of a page, as they are now: one query per kind of item present (asked of the module that
 * owns the kind) and one for the owners' names, each by primary key. An item that is gone is answered
 * with nulls (its decision keeps a snapshot of the title).
 */
export async function loadSubjects(
  db: Executor,
  kinds: readonly ModeratedKind[],
  refs: { type: ReportSubjectType; id: string }[],
): Promise<Map<string, SubjectView>> {
  const ids = (type: ReportSubjectType) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
  const found = new Map<string, Found>();
  const memberIds = ids('user');
  const [items, members] = await Promise.all([
    Promise.all(
      kinds.map(async (kind) => ({
        kind,
        items: ids(kind.type).length ? await kind.describe(db, ids(kind.type)) : null,
      })),
    ),
    memberIds.length === 0
      ? []
      : db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, memberIds)),
  ]);
  for (const { kind, items: described } of items) {
    for (const [id, item] of described ?? []) found.set(subjectKey(kind.type, id), item);
  }
  for (const u of members) {
    const title = `${u.firstName} ${u.lastName}`;
    found.set(subjectKey('user', u.id), { title, excerpt: null, ownerId: u.id, moderation: null });
  }

  const ownerIds = [...new Set([...found.values()].map((f) => f.ownerId).filter((id): id is string => !!id))];
  const owners = new Map(
    ownerIds.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(inArray(users.id, ownerIds))
        ).map((o) => [o.id, o]),
  );

  const views = new Map<string, SubjectView>();
  for (const ref of refs) {
    const f = found.get(subjectKey(ref.type, ref.id));
    views.set(subjectKey(ref.type, ref.id), {
      type: ref.type,
      id: ref.id,
      title: f?.title ?? null,
      excerpt: f?.excerpt ?? null,
      owner: (f?.ownerId && owners.get(f.ownerId)) || null,
      moderation: f?.moderation ?? null,
    });
  }
  return views;
}
