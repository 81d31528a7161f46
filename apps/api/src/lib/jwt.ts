import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Clock } from './clock.ts';

export type TokenType = 'access' | 'checkout';

interface TokenClaims {
  sub: string;
  typ: TokenType;
  /** Session id of an access token: revoked sessions stop their access tokens at once. */
  sid?: string;
}

export interface JwtService {
  sign(claims: TokenClaims, ttlSeconds: number): Promise<string>;
  /** The claims of a valid token of the expected type; null for anything else (tampered, expired, foreign). */
  verify(token: string, expected: TokenType): Promise<TokenClaims | null>;
}

/** The only header we issue and accept (HS256, as signed by jose before: `{"alg":"HS256"}`). */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Compact HS256 JWTs with node:crypto. Every authenticated request verifies one, and WebCrypto
 * (jose) cost ~0.6 ms per verification against a few microseconds for a synchronous HMAC with a
 * key object made once. The tokens are byte for byte those jose signed (same header, claim order),
 * and verification applies jose's rules: the header must name HS256 (no `none`, no other
 * algorithm, no `crit` extensions), `exp` ends the token at that second, `nbf` and `iat` must be
 * numbers when present.
 */
export function createJwtService(secret: string, clock: Clock): JwtService {
  const key: KeyObject = createSecretKey(Buffer.from(secret, 'utf8'));
  const signature = (signingInput: string) => createHmac('sha256', key).update(signingInput).digest('base64url');
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  function verifySync(token: string, expected: TokenType): TokenClaims | null {
    if (typeof token !== 'string') return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    // The signature first: nothing of a token is parsed before it is known to be ours.
    const wanted = Buffer.from(signature(`${headerPart}.${payloadPart}`));
    const given = Buffer.from(signaturePart);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
    const header = parseJson(headerPart);
    if (!isObject(header) || header.alg !== 'HS256' || 'crit' in header || header.b64 === false) return null;
    const payload = parseJson(payloadPart);
    if (!isObject(payload)) return null;
    const now = nowSeconds();
    if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return null;
    // Every token we issue expires; one without `exp` is not ours.
    if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
    if (payload.typ !== expected || typeof payload.sub !== 'string') return null;
    return { sub: payload.sub, typ: expected, sid: typeof payload.sid === 'string' ? payload.sid : undefined };
  }

  return {
    async sign(claims, ttlSeconds) {
      const now = nowSeconds();
      // Claim order as jose wrote it: typ, sid, sub, iat, exp.
      const payload = {
        typ: claims.typ,
        ...(claims.sid ? { sid: claims.sid } : {}),
        sub: claims.sub,
        iat: now,
        exp: now + ttlSeconds,
      };
      const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return `${signingInput}.${signature(signingInput)}`;
    },
    async verify(token, expected) {
      return verifySync(token, expected);
    },
  };
}
