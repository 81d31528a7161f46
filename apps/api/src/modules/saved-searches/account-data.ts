import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/index.ts';
import type { AccountPart } from '../../platform/account-part.ts';

/** The member's saved searches as they saved them (the alert bookkeeping stays out). */
async function ownSavedSearches(db: Executor, userId: string) {
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      kind: savedSearches.kind,
      filters: savedSearches.filters,
      alert: savedSearches.alert,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/** Saved searches go with the account (by cascade): export only. */
export const savedSearchesAccountData: AccountPart = {
  async export(db, memberId) {
    const searches = await ownSavedSearches(db, memberId);
    return {
      present: () => ({ savedSearches: searches.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })) }),
    };
  },
};
