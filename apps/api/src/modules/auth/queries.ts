import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refreshTokens, sessions, userTokens } from '../../db/schema/index.ts';

/** Auth's own rows: sessions, refresh tokens and mailed tokens. The user row is the users module's. */

// --- sessions and refresh tokens

export async function insertSession(db: Executor, userId: string): Promise<string> {
  const [row] = await db.insert(sessions).values({ userId }).returning({ id: sessions.id });
  return row!.id;
}

export async function insertRefreshToken(db: Executor, sessionId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      sessionId: sessions.id,
      userId: sessions.userId,
      sessionRevokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks a refresh token spent; false when another request spent it first. */
export async function spendRefreshToken(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeSession(db: Executor, sessionId: string, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Executor, userId: string, reason: string, exceptSessionId?: string) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(...conditions));
}

// --- mailed single-use tokens

export type UserTokenPurpose = 'verify_email' | 'reset_password';

export async function insertUserToken(
  db: Executor,
  userId: string,
  purpose: UserTokenPurpose,
  tokenHash: string,
  expiresAt: Date,
) {
  await db.insert(userTokens).values({ userId, purpose, tokenHash, expiresAt });
}

export async function findUserToken(db: Executor, purpose: UserTokenPurpose, tokenHash: string) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** Spends a mailed token once; false when it was spent already (two clicks at the same time). */
export async function spendUserToken(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: at })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

/** A new reset link makes the older ones worthless. */
export async function expireUserTokens(db: Executor, userId: string, purpose: UserTokenPurpose, at: Date) {
  await db
    .update(userTokens)
    .set({ usedAt: at })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}
