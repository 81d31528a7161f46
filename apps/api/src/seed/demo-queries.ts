import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { inboxes, jobs, messages, properties, tenantRequests, users } from '../db/schema/index.ts';
import { DEMO_EMAIL_DOMAIN } from './demo-people.ts';

/**
 * The demo is written in one transaction, where every row's default `now()` is the same instant:
 * these put each listing, request and message at the moment its story says, so "newest first"
 * and a thread's order read as a marketplace that has been running for a few weeks.
 */
export async function backdateListing(db: Executor, id: string, at: Date) {
  await db.update(properties).set({ createdAt: at, updatedAt: at }).where(eq(properties.id, id));
}

export async function backdateRequest(db: Executor, id: string, at: Date) {
  await db.update(tenantRequests).set({ createdAt: at, updatedAt: at }).where(eq(tenantRequests.id, id));
}

export async function backdateMessage(db: Executor, id: string, at: Date) {
  await db.update(messages).set({ createdAt: at }).where(eq(messages.id, id));
}

export async function backdateInbox(db: Executor, id: string, createdAt: Date, updatedAt: Date) {
  await db.update(inboxes).set({ createdAt, updatedAt }).where(eq(inboxes.id, id));
}

/**
 * The demo's listings and requests are history, not news: the alert jobs their inserts queued
 * would mail every demo tenant about every demo flat at the first start.
 */
export async function dropDemoAlertJobs(db: Executor, listingIds: string[], requestIds: string[]) {
  await db.delete(jobs).where(and(eq(jobs.kind, 'propertyVisible'), inArray(jobs.key, listingIds)));
  await db.delete(jobs).where(and(eq(jobs.kind, 'requestVisible'), inArray(jobs.key, requestIds)));
}

/** What the demo members have in the marketplace now: the start banner tells this, not what was planned. */
export async function countDemoMarketplace(db: Executor) {
  const demoOwner = like(users.email, `%@${DEMO_EMAIL_DOMAIN}`);
  const [listings] = await db
    .select({
      n: sql<number>`count(*)::int`,
      cities: sql<string[]>`coalesce(array_agg(distinct ${properties.city}), '{}')`,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(demoOwner);
  const [requests] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tenantRequests)
    .innerJoin(users, eq(users.id, tenantRequests.userId))
    .where(demoOwner);
  return {
    listings: listings?.n ?? 0,
    requests: requests?.n ?? 0,
    cities: (listings?.cities ?? []).filter((c): c is string => Boolean(c)),
  };
}
