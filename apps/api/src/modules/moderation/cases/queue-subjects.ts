import { inArray } from 'drizzle-orm';
import type { ModerationState, ReportSubjectType } from '@mietmatch/contract';
import type { Executor } from '../../../db/client.ts';
import { messages, properties, tenantRequests, users } from '../../../db/schema/index.ts';

/** A reported item as it looks now, for admins and for the statement's reader. */
export interface SubjectView {
  type: ReportSubjectType;
  id: string;
  title: string | null;
  excerpt: string | null;
  owner: { id: string; firstName: string; lastName: string } | null;
  moderation: ModerationState | null;
}

const EXCERPT = 200;
const excerpt = (text: string | null) =>
  text === null ? null : text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
export const subjectKey = (type: ReportSubjectType, id: string) => `${type}:${id}`;

interface Found {
  title: string | null;
  excerpt: string | null;
  ownerId: string | null;
  moderation: ModerationState | null;
}

/**
 * The items of a page, as they are now: one query per kind of item present and one for the owners'
 * names, each by primary key. An item that is gone is answered with nulls (its decision keeps a
 * snapshot of the title).
 */
export async function loadSubjects(
  db: Executor,
  refs: { type: ReportSubjectType; id: string }[],
): Promise<Map<string, SubjectView>> {
  const ids = (type: ReportSubjectType) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
  const found = new Map<string, Found>();
  const [props, requests, msgs, members] = await Promise.all([
    ids('property').length === 0
      ? []
      : db
          .select({
            id: properties.id,
            title: properties.title,
            description: properties.description,
            ownerId: properties.ownerId,
            moderation: properties.moderation,
          })
          .from(properties)
          .where(inArray(properties.id, ids('property'))),
    ids('request').length === 0
      ? []
      : db
          .select({
            id: tenantRequests.id,
            firstName: tenantRequests.firstName,
            lastName: tenantRequests.lastName,
            targetCity: tenantRequests.targetCity,
            notes: tenantRequests.notes,
            ownerId: tenantRequests.userId,
            moderation: tenantRequests.moderation,
          })
          .from(tenantRequests)
          .where(inArray(tenantRequests.id, ids('request'))),
    ids('message').length === 0
      ? []
      : db
          .select({
            id: messages.id,
            body: messages.body,
            ownerId: messages.senderId,
            moderation: messages.moderation,
          })
          .from(messages)
          .where(inArray(messages.id, ids('message'))),
    ids('user').length === 0
      ? []
      : db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, ids('user'))),
  ]);
  for (const p of props) found.set(subjectKey('property', p.id), { ...p, excerpt: excerpt(p.description) });
  for (const r of requests) {
    const title = `${r.firstName} ${r.lastName}${r.targetCity ? ` – ${r.targetCity}` : ''}`;
    found.set(subjectKey('request', r.id), { ...r, title, excerpt: excerpt(r.notes) });
  }
  for (const m of msgs) {
    found.set(subjectKey('message', m.id), { ...m, title: excerpt(m.body), excerpt: excerpt(m.body) });
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
