import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { lastNameInitial } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { accountErasures, documentAccess, requestContacts, users, type UserRow } from '../../db/schema/index.ts';
import { maySignInCondition } from '../../db/members.ts';

/* ---------------------------------------------------------------- export */

/** Names of other members, as the app shows them (first and last name, nothing else). */
export async function memberNames(db: Executor, reader: string, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  // A landlord's export names a tenant as the app shows them: the full name only from the
  // contact stage on (the tenant applied, wrote or answered, or released it), else "Mia M.".
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      short: sql<boolean>`${users.role} = 'client'
        and exists (select 1 from ${users} r where r.id = ${reader} and r.role = 'contractor')
        and not exists (select 1 from ${requestContacts} c where c.tenant_id = ${users.id} and c.landlord_id = ${reader})
        and not exists (select 1 from ${documentAccess} a where a.tenant_id = ${users.id} and a.landlord_id = ${reader}
          and a.status in ('granted', 'pending') and a.released_stage is not null)`,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.short ? lastNameInitial(r.lastName) : r.lastName}`]));
}

/* ---------------------------------------------------------------- erasure */

/** The person's row, locked for the erasure (the avatar key is read fresh). */
export async function lockUser(tx: Executor, id: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row ?? null;
}

/**
 * Locks every live admin row (in id order, so two admins erasing themselves at once queue instead
 * of deadlocking) and answers how many admins other than `userId` remain.
 */
export async function otherAdminsLocked(tx: Executor, userId: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), maySignInCondition()))
    .orderBy(asc(users.id))
    .for('update');
  return rows.filter((r) => r.id !== userId).length;
}

/**
 * The user row goes; the database cascades to sessions and refresh tokens, mailed tokens,
 * listings and requests with their images and documents, favourites (theirs and others' of
 * their posts), document-access decisions and the admin log about them.
 */
export async function deleteUserRow(tx: Executor, userId: string) {
  await tx.delete(users).where(eq(users.id, userId));
}

export async function recordErasure(tx: Executor, values: typeof accountErasures.$inferInsert) {
  await tx.insert(accountErasures).values(values);
}
