import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adminActions } from '../../db/schema/index.ts';
import type { AccountPart } from '../../platform/account-part.ts';

/** The admins' measures about the member (warned, blocked, …), without the admin who took them. */
async function measuresAbout(db: Executor, userId: string) {
  return db
    .select({ action: adminActions.action, reason: adminActions.reason, at: adminActions.createdAt })
    .from(adminActions)
    .where(eq(adminActions.userId, userId))
    .orderBy(asc(adminActions.createdAt));
}

/** The export's `moderation` section; the admin log about the member goes with the account (by cascade). */
export const adminAccountData: AccountPart = {
  async export(db, memberId) {
    const measures = await measuresAbout(db, memberId);
    return {
      present: () => ({
        moderation: measures.map((m) => ({ action: m.action, reason: m.reason, at: m.at.toISOString() })),
      }),
    };
  },
};
