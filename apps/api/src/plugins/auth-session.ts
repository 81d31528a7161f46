import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { perExecutor } from '../db/per-executor.ts';
import { sessions, users } from '../db/schema/index.ts';
import { isUuid } from '../lib/uuid.ts';

/**
 * The user of an access token and the state of its session, read fresh on every request (a block,
 * a soft delete or a logout counts from the next call: nothing of this is kept between requests).
 * Two primary-key lookups in one statement. Every authenticated request runs it, so it is built
 * once per database as a prepared statement: building its SQL with drizzle each time cost about
 * as much Node time as PostgreSQL needs to answer it, and PostgreSQL keeps its plan per connection.
 */
function build(db: Executor) {
  return db
    .select({ user: users, session: { userId: sessions.userId, revokedAt: sessions.revokedAt } })
    .from(users)
    .innerJoin(sessions, eq(sessions.id, sql.placeholder('sessionId')))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('mm_auth_session');
}

const statementOf = perExecutor(build);

export async function findUserWithSession(db: Executor, userId: string, sessionId: string) {
  if (!isUuid(userId) || !isUuid(sessionId)) return null;
  const [row] = await statementOf(db).execute({ userId, sessionId });
  return row ?? null;
}
