import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, type LoggedIn } from '../../../test/factories.ts';
import { refreshTokens, sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { REFRESH_REUSE_GRACE_MS } from './session-service.ts';

/**
 * One refresh token is one line of succession. Within the grace for concurrent tabs a spent token answers
 * the pair its first use gave, however often it comes back; after the grace it is refused and the session
 * ends. A stolen token therefore never becomes a second session.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => t.clock.reset());
afterAll(() => t.close());

const COOKIE = 'mietmatch_refresh';
type Pair = { access_token: string; refresh_token: string };

const refresh = (userId: string, token: string, via: 'body' | 'cookie' = 'body') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: via === 'body' ? { userId, refreshToken: token } : { userId },
    headers: via === 'cookie' ? { cookie: `${COOKIE}=${token}` } : {},
  });

const currentUser = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: { authorization: `Bearer ${accessToken}` } });

/** The refresh cookie an answer sets. */
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie']].flat().find((c) => String(c).startsWith(`${COOKIE}=`));

async function firstRotation(member: LoggedIn): Promise<Pair> {
  const res = await refresh(member.user.id, member.refreshToken);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a spent token within the grace', () => {
  it('replayed five times answers the first use’s pair five times, body and cookie alike', async () => {
    const member = await createLoggedInUser(t.app, t.database.db);
    const first = await firstRotation(member);
    expect(first.refresh_token).not.toBe(member.refreshToken);
    const answers: Pair[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(3000);
      const res = await refresh(member.user.id, member.refreshToken, i % 2 ? 'cookie' : 'body');
      expect(res.statusCode, res.body).toBe(200);
      expect(cookieOf(res)).toContain(`${COOKIE}=${first.refresh_token};`);
      answers.push(res.json());
    }
    expect(answers).toEqual(Array(5).fill(first));
    expect((await currentUser(first.access_token)).statusCode).toBe(200);
  });

  it('six uses at the same moment, the first among them, answer one pair', async () => {
    const member = await createLoggedInUser(t.app, t.database.db);
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(member.user.id, member.refreshToken)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    const pairs = answers.map((res) => res.json() as Pair);
    expect(new Set(pairs.map((pair) => pair.refresh_token)).size).toBe(1);
    expect(new Set(pairs.map((pair) => pair.access_token)).size).toBe(1);
    expect(pairs[0]!.refresh_token).not.toBe(member.refreshToken);
  });

  it('nothing it handed out outlives the next rotation: after the grace, the session ends', async () => {
    const member = await createLoggedInUser(t.app, t.database.db);
    const first = await firstRotation(member);
    t.clock.advance(5000);
    const replayed: Pair = (await refresh(member.user.id, member.refreshToken)).json();
    expect(replayed).toEqual(first);
    // The tab that holds the successor rotates on.
    const second = await refresh(member.user.id, first.refresh_token);
    expect(second.statusCode).toBe(200);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    // Whatever the grace answered is spent by that rotation: coming back now, it ends the session.
    expect((await refresh(member.user.id, replayed.refresh_token)).statusCode).toBe(401);
    expect((await refresh(member.user.id, second.json().refresh_token)).statusCode).toBe(401);
    expect((await refresh(member.user.id, member.refreshToken)).statusCode).toBe(401);
    expect((await currentUser(second.json().access_token)).statusCode).toBe(401);
  });

  it('a token replaced seconds ago (a reload mid-refresh) works again; later it ends the session', async () => {
    const member = await createLoggedInUser(t.app, t.database.db);
    const first = await firstRotation(member);
    t.clock.advance(REFRESH_REUSE_GRACE_MS - 2000);
    const again = await refresh(member.user.id, member.refreshToken, 'cookie');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect((await currentUser(again.json().access_token)).statusCode).toBe(200);

    t.clock.advance(3000);
    const late = await refresh(member.user.id, member.refreshToken, 'cookie');
    expect(late.statusCode).toBe(401);
    // The browser is told to drop the cookie, and the pair given out before is gone with the session.
    expect(cookieOf(late)).toMatch(/Max-Age=0/);
    expect((await currentUser(first.access_token)).statusCode).toBe(401);
    expect((await refresh(member.user.id, first.refresh_token)).statusCode).toBe(401);
  });
});

describe('what the database keeps', () => {
  it('no refresh token in a usable form: one hash per token, the successor’s included', async () => {
    const member = await createLoggedInUser(t.app, t.database.db);
    const first = await firstRotation(member);
    await refresh(member.user.id, member.refreshToken);
    const rows = await t.database.db
      .select({ token: refreshTokens })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(sessions.userId, member.user.id));
    expect(rows.map((row) => row.token.tokenHash).sort()).toEqual(
      [hashToken(member.refreshToken), hashToken(first.refresh_token)].sort(),
    );
    const stored = JSON.stringify(rows);
    for (const token of [member.refreshToken, first.refresh_token]) expect(stored).not.toContain(token);
  });
});
