import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accountErasures,
  adminActions,
  documentAccess,
  favouriteProperties,
  favouriteRequests,
  inboxes,
  localCheckoutSessions,
  messages,
  notifications,
  payments,
  properties,
  propertyImages,
  requestFiles,
  savedSearches,
  tenantRequests,
  users,
  type UserRow,
} from '../../db/schema/index.ts';
import { maySignInCondition } from '../../db/members.ts';

/* ---------------------------------------------------------------- export */

export async function ownProperties(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(properties)
    .where(eq(properties.ownerId, userId))
    .orderBy(asc(properties.createdAt), asc(properties.id));
  const images = rows.length
    ? await db
        .select()
        .from(propertyImages)
        .where(
          inArray(
            propertyImages.propertyId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(propertyImages.position))
    : [];
  return rows.map((row) => ({ row, images: images.filter((i) => i.propertyId === row.id) }));
}

export async function ownRequests(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(tenantRequests)
    .where(eq(tenantRequests.userId, userId))
    .orderBy(asc(tenantRequests.createdAt), asc(tenantRequests.id));
  const files = rows.length
    ? await db
        .select()
        .from(requestFiles)
        .where(
          inArray(
            requestFiles.requestId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(requestFiles.kind), asc(requestFiles.position))
    : [];
  return rows.map((row) => ({ row, files: files.filter((f) => f.requestId === row.id) }));
}

export async function ownFavourites(db: Executor, userId: string) {
  const [props, reqs] = await Promise.all([
    db
      .select({
        propertyId: favouriteProperties.propertyId,
        title: properties.title,
        city: properties.city,
        addedAt: favouriteProperties.createdAt,
      })
      .from(favouriteProperties)
      .innerJoin(properties, eq(properties.id, favouriteProperties.propertyId))
      .where(eq(favouriteProperties.userId, userId))
      .orderBy(asc(favouriteProperties.createdAt)),
    db
      .select({
        requestId: favouriteRequests.requestId,
        targetCity: tenantRequests.targetCity,
        addedAt: favouriteRequests.createdAt,
      })
      .from(favouriteRequests)
      .innerJoin(tenantRequests, eq(tenantRequests.id, favouriteRequests.requestId))
      .where(eq(favouriteRequests.userId, userId))
      .orderBy(asc(favouriteRequests.createdAt)),
  ]);
  return { properties: props, requests: reqs };
}

/** Every conversation the person is a member of, with all its messages, oldest first. */
export async function ownInboxes(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(inboxes)
    .where(or(eq(inboxes.starterId, userId), eq(inboxes.recipientId, userId)))
    .orderBy(asc(inboxes.createdAt), asc(inboxes.id));
  const all = rows.length
    ? await db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.inboxId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(messages.createdAt), asc(messages.id))
    : [];
  return rows.map((row) => ({ row, messages: all.filter((m) => m.inboxId === row.id) }));
}

export async function ownDocumentAccess(db: Executor, userId: string) {
  return db
    .select()
    .from(documentAccess)
    .where(or(eq(documentAccess.tenantId, userId), eq(documentAccess.landlordId, userId)))
    .orderBy(asc(documentAccess.requestedAt));
}

export async function ownPayments(db: Executor, userId: string) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function moderationOf(db: Executor, userId: string) {
  return db
    .select({ action: adminActions.action, reason: adminActions.reason, at: adminActions.createdAt })
    .from(adminActions)
    .where(eq(adminActions.userId, userId))
    .orderBy(asc(adminActions.createdAt));
}

export async function ownSavedSearches(db: Executor, userId: string) {
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

/** The notification centre, newest first as the centre lists it. */
export async function ownNotifications(db: Executor, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/** Names of other members, as the app shows them (first and last name, nothing else). */
export async function memberNames(db: Executor, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`]));
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

/** Every stored file of the person, to delete from storage once the rows are gone. */
export async function storedFilesOf(tx: Executor, user: UserRow) {
  const [images, files] = await Promise.all([
    tx
      .select({ key: propertyImages.storageKey })
      .from(propertyImages)
      .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
      .where(eq(properties.ownerId, user.id)),
    tx
      .select({ key: requestFiles.storageKey })
      .from(requestFiles)
      .innerJoin(tenantRequests, eq(tenantRequests.id, requestFiles.requestId))
      .where(eq(tenantRequests.userId, user.id)),
  ]);
  return {
    avatarKey: user.avatarKey,
    propertyImageKeys: images.map((i) => i.key),
    requestFileKeys: files.map((f) => f.key),
  };
}

/**
 * Conversations: one whose other member is still an account stays for that member, with the
 * erased side replaced by the pseudonym (its messages then read as from a member who is no longer
 * available); one whose other member is gone too has no reader left and is deleted.
 * Answers how many were kept.
 */
export async function pseudonymiseInboxes(tx: Executor, userId: string, pseudonym: string): Promise<number> {
  const mine = or(eq(inboxes.starterId, userId), eq(inboxes.recipientId, userId));
  const other = sql`CASE WHEN ${inboxes.starterId} = ${userId} THEN ${inboxes.recipientId} ELSE ${inboxes.starterId} END`;
  await tx.delete(inboxes).where(and(mine, sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${other})`));
  await tx.update(messages).set({ senderId: pseudonym }).where(eq(messages.senderId, userId));
  const p = sql`${pseudonym}::uuid`;
  const kept = await tx
    .update(inboxes)
    .set({
      starterId: sql`CASE WHEN ${inboxes.starterId} = ${userId} THEN ${p} ELSE ${inboxes.starterId} END`,
      recipientId: sql`CASE WHEN ${inboxes.recipientId} = ${userId} THEN ${p} ELSE ${inboxes.recipientId} END`,
      // The pair stays ordered (lower id first), as the inquiry queries store it.
      memberLow: sql`LEAST(${p}, ${other})`,
      memberHigh: sql`GREATEST(${p}, ${other})`,
      // A conversation about the person's profile named them as its subject.
      subjectId: sql`CASE WHEN ${inboxes.subjectType} = 'profile' AND ${inboxes.subjectId} = ${userId} THEN ${p} ELSE ${inboxes.subjectId} END`,
    })
    .where(mine)
    .returning({ id: inboxes.id });
  return kept.length;
}

/**
 * Payments that were applied are kept for tax law (plan, amount, dates) under the pseudonym;
 * checkouts that never completed are no record of a sale and go. The built-in test checkout's
 * own records (email, metadata) are the provider's side and go too. Answers how many were kept.
 */
export async function pseudonymisePayments(tx: Executor, user: UserRow, pseudonym: string): Promise<number> {
  await tx
    .delete(localCheckoutSessions)
    .where(
      or(
        sql`${localCheckoutSessions.metadata}->>'userId' = ${user.id}`,
        sql`lower(${localCheckoutSessions.email}) = lower(${user.email})`,
      ),
    );
  await tx.delete(payments).where(and(eq(payments.userId, user.id), ne(payments.status, 'applied')));
  const kept = await tx
    .update(payments)
    .set({ userId: pseudonym })
    .where(eq(payments.userId, user.id))
    .returning({ id: payments.id });
  return kept.length;
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
