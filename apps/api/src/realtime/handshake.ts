import { hasValidPlan, type ErrorCode } from '@mietmatch/contract';
import type { Executor } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { JwtService } from '../lib/jwt.ts';
import { maySignIn } from '../db/members.ts';
import { tokenOfBearerHeader } from '../plugins/auth.ts';
import { findUserWithSession } from '../plugins/auth-session.ts';

/** Who a socket belongs to, and until when it may stay open without a new handshake. */
export interface SocketIdentity {
  userId: string;
  sessionId: string;
  /** Epoch ms: the access token's expiry, or the end of the plan when that comes first. */
  endsAt: number;
}

/** The answer a refused client reads as `connect_error`: `message` and `data.code` are the code. */
class HandshakeRefused extends Error {
  readonly data: { code: ErrorCode };
  constructor(readonly code: 'Unauthorized' | 'Deactivated' | 'PaymentRequired') {
    super(code);
    this.data = { code };
  }
}

export interface HandshakeDeps {
  db: Executor;
  jwt: JwtService;
  clock: Clock;
}

/** What the handshake reads of a connecting socket (socket.io's `socket.handshake`). */
interface HandshakeRequest {
  auth: unknown;
  headers: { authorization?: string };
  query: Record<string, unknown>;
}

/**
 * The access token of a handshake, wherever the client put it: socket.io's `auth.token` (the web app),
 * an `Authorization: Bearer` header, or a `token` query parameter beside the specification's `userId`
 * (for clients that can set neither). The first one given, in that order, is the one that counts: a
 * client that sends another elsewhere is not asked which it meant. Null when none is given, or the one
 * that counts is no single string.
 */
function handshakeToken(handshake: HandshakeRequest): string | null {
  const given = (value: unknown) => value !== undefined && value !== '';
  const auth = (handshake.auth as { token?: unknown } | undefined)?.token;
  if (given(auth)) return typeof auth === 'string' ? auth : null;
  if (given(handshake.headers.authorization)) return tokenOfBearerHeader(handshake.headers.authorization);
  const query = handshake.query.token;
  return typeof query === 'string' && query !== '' ? query : null;
}

/**
 * The same gates as the inquiry and document-access routes, whose events the socket carries: a live
 * session of an available account, not deactivated (403 Deactivated there), with a valid plan unless
 * an admin (402 PaymentRequired there). Anything else would hand out live what the API refuses.
 */
export async function authenticateHandshake(deps: HandshakeDeps, handshake: HandshakeRequest): Promise<SocketIdentity> {
  const token = handshakeToken(handshake);
  const claims = token ? await deps.jwt.verify(token, 'access') : null;
  const row = claims?.sid ? await findUserWithSession(deps.db, claims.sub, claims.sid) : null;
  const user = row && !row.session.revokedAt && row.session.userId === row.user.id ? row.user : null;
  if (!token || !claims?.sid || !user || !maySignIn(user)) throw new HandshakeRefused('Unauthorized');
  // The specification's client also names the user in the query: if it names one (once), it must be the
  // token's user; a socket for someone else gets nothing, not even the token's own events.
  const { userId } = handshake.query;
  if (userId !== undefined && userId !== user.id) throw new HandshakeRefused('Unauthorized');
  if (user.isDeactivated) throw new HandshakeRefused('Deactivated');
  const now = deps.clock.now();
  if (!hasValidPlan(user, now)) throw new HandshakeRefused('PaymentRequired');
  const tokenEnds = tokenExpiry(token) * 1000;
  // The plan counts as valid up to and including its last millisecond (hasValidPlan).
  const planEnds = user.role !== 'admin' && user.paymentExpiresAt ? user.paymentExpiresAt.getTime() + 1 : Infinity;
  return { userId: user.id, sessionId: claims.sid, endsAt: Math.min(tokenEnds, planEnds) };
}

/** Whether the session behind an open socket still stands (see the re-check after joining rooms). */
export async function sessionStands(
  db: Executor,
  identity: Pick<SocketIdentity, 'userId' | 'sessionId'>,
): Promise<boolean> {
  const row = await findUserWithSession(db, identity.userId, identity.sessionId);
  return Boolean(row && !row.session.revokedAt && maySignIn(row.user));
}

/** `exp` of a token that `verify` has just accepted (so it is ours, well-formed and has one). */
function tokenExpiry(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number };
  return payload.exp;
}
