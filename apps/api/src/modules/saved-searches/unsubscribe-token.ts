import type { JwtService } from '../../lib/jwt.ts';

/** What an alert's unsubscribe link stops: one saved search's alerts, or one tenant request's. */
export type AlertTarget = { kind: 'savedSearch'; id: string } | { kind: 'request'; id: string };

/**
 * The alert mails' unsubscribe address (RFC 8058 `List-Unsubscribe`, and the visible link). The
 * token is signed, names its member and one target, and works without a session; it lasts a year
 * so that an old mail's link still works.
 */
const UNSUBSCRIBE_TTL_SECONDS = 365 * 86_400;

export async function unsubscribeUrl(jwt: JwtService, appUrl: string, userId: string, target: AlertTarget) {
  const claims = target.kind === 'savedSearch' ? { ss: target.id } : { rq: target.id };
  const token = await jwt.sign({ typ: 'unsubscribe', sub: userId, ...claims }, UNSUBSCRIBE_TTL_SECONDS);
  return `${appUrl}/api/saved-searches/unsubscribe?token=${token}`;
}

/** The member and target a valid unsubscribe token names; null for anything else. */
export async function readUnsubscribeToken(
  jwt: JwtService,
  token: string,
): Promise<{ userId: string; target: AlertTarget } | null> {
  const claims = await jwt.verify(token, 'unsubscribe');
  if (!claims) return null;
  if (claims.ss) return { userId: claims.sub, target: { kind: 'savedSearch', id: claims.ss } };
  if (claims.rq) return { userId: claims.sub, target: { kind: 'request', id: claims.rq } };
  return null;
}
