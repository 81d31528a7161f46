import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { alertHits, savedSearches } from '../../db/schema/index.ts';

/*
 * Saved searches as the targets of alerts: the alerts module records hits and sends the mails, and
 * asks here how each search wants to be told.
 */

/**
 * Locks the saved search for the rest of the transaction (so that two nodes never mail one search
 * at once) and answers its owner, name, kind and alert setting. Null when it is gone.
 */
export async function lockSavedSearchForAlerts(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      userId: savedSearches.userId,
      name: savedSearches.name,
      kind: savedSearches.kind,
      alert: savedSearches.alert,
    })
    .from(savedSearches)
    .where(eq(savedSearches.id, id))
    .for('update');
  return row ?? null;
}

/** The daily saved searches with hits not mailed yet (the digest's targets). */
export async function dailySearchesWithUnmailedHits(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: savedSearches.id })
    .from(alertHits)
    .innerJoin(savedSearches, eq(savedSearches.id, alertHits.savedSearchId))
    .where(and(isNull(alertHits.mailedAt), eq(savedSearches.alert, 'daily')));
  return rows.map((r) => r.id);
}
