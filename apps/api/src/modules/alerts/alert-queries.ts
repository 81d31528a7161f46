import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AlertFrequency, SavedSearchKind } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { alertHits } from '../../db/schema/index.ts';
import type { FindableKind } from '../../platform/findable-kind.ts';
import { type AlertTarget, lockSavedSearchForAlerts } from '../saved-searches/index.ts';

/** A listing or request an alert is about. */
export interface AlertSubject {
  type: SavedSearchKind;
  id: string;
}

/** The kinds of items alerts are about, from the modules that own them (read at each use). */
export type FindableKinds = () => readonly FindableKind[];

/** The kind of `type`: every kind a saved search can be of has its module in the app. */
export function kindOf(kinds: FindableKinds, type: SavedSearchKind): FindableKind {
  const kind = kinds().find((k) => k.type === type);
  if (!kind) throw new Error(`no module answers for alerts about ${type} items`);
  return kind;
}

/** One row per target that the subject reached, all at `at`. */
export async function insertHits(
  db: Executor,
  subject: AlertSubject,
  targets: { target: AlertTarget; userId: string }[],
  at: Date,
): Promise<void> {
  if (targets.length === 0) return;
  await db.insert(alertHits).values(
    targets.map(({ target, userId }) => ({
      savedSearchId: target.kind === 'savedSearch' ? target.id : null,
      requestId: target.kind === 'request' ? target.id : null,
      userId,
      subjectType: subject.type,
      subjectId: subject.id,
      createdAt: at,
    })),
  );
}

const ofTarget = (t: AlertTarget): SQL =>
  t.kind === 'savedSearch' ? eq(alertHits.savedSearchId, t.id) : eq(alertHits.requestId, t.id);

/**
 * Locks the target for the rest of the transaction (so that two nodes never mail one target at
 * once) and answers how it wants to be told: a saved search its setting, a request `instant` while
 * its alerts are on. Null when the target is gone.
 */
export async function lockTarget(
  tx: Executor,
  t: AlertTarget,
  kinds: FindableKinds,
): Promise<{ userId: string; name: string; kind: SavedSearchKind; alert: AlertFrequency; city: string | null } | null> {
  if (t.kind === 'savedSearch') {
    const row = await lockSavedSearchForAlerts(tx, t.id);
    return row ? { ...row, city: null } : null;
  }
  const alerted = kindOf(kinds, 'request').alerted;
  const row = alerted ? await alerted.lock(tx, t.id) : null;
  if (!row) return null;
  return { userId: row.userId, name: '', kind: 'property', alert: row.alertsOn ? 'instant' : 'off', city: row.city };
}

/** A target as one string, `kind:id`: its map key here and the start of its mail jobs' keys. */
export const targetKey = (t: AlertTarget) => `${t.kind}:${t.id}`;

/**
 * When each of many targets' last alert mail went out, keyed `kind:id` (absent: never). One statement, one
 * probe per target at the end of the target's mailed hits (`alert_hits_*_mailed_idx`, migration 0026):
 * reading all of a target's hits would cost more the more it has been told.
 */
export async function lastMailedOf(db: Executor, targets: AlertTarget[]): Promise<Map<string, Date>> {
  const ids = (kind: AlertTarget['kind']) => sql.param(targets.filter((t) => t.kind === kind).map((t) => t.id));
  if (targets.length === 0) return new Map();
  const result = await db.execute<{ kind: AlertTarget['kind']; id: string; at: string | Date | null }>(sql`
    select 'savedSearch' as kind, t.id, (select max(mailed_at) from ${alertHits} h where h.saved_search_id = t.id and h.mailed_at is not null) as at
    from unnest(${ids('savedSearch')}::uuid[]) as t(id)
    union all
    select 'request', t.id, (select max(mailed_at) from ${alertHits} h where h.request_id = t.id and h.mailed_at is not null)
    from unnest(${ids('request')}::uuid[]) as t(id)`);
  return new Map(
    result.rows.filter((r) => r.at !== null).map((r) => [targetKey({ kind: r.kind, id: r.id }), new Date(r.at!)]),
  );
}

/** When the target's last alert mail went out (null: never). */
export async function lastMailedAt(db: Executor, t: AlertTarget): Promise<Date | null> {
  return (await lastMailedOf(db, [t])).get(targetKey(t)) ?? null;
}

/**
 * Marks the target's unmailed hits whose subject is still findable as mailed at `at` and answers
 * their subjects, oldest first, each once. Hits of subjects hidden meanwhile stay unmailed.
 */
export async function claimUnmailedHits(
  db: Executor,
  t: AlertTarget,
  at: Date,
  kinds: FindableKinds,
): Promise<AlertSubject[]> {
  const stillFindable = sql.join(
    kinds().map((k) => sql`(${alertHits.subjectType} = ${k.type} and ${k.findableWhere(alertHits.subjectId)})`),
    sql`
          or `,
  );
  const rows = await db
    .update(alertHits)
    .set({ mailedAt: at })
    // In parentheses of its own: `and()` does not put its parts in any.
    .where(and(ofTarget(t), isNull(alertHits.mailedAt), sql`(${stillFindable})`))
    .returning({ type: alertHits.subjectType, id: alertHits.subjectId, createdAt: alertHits.createdAt });
  const seen = new Set<string>();
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .map((r) => ({ type: r.type, id: r.id }));
}
