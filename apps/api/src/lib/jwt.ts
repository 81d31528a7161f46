import { SignJWT, jwtVerify, errors } from 'jose';
import type { Clock } from './clock.ts';

export type TokenType = 'access' | 'checkout';

export interface TokenClaims {
  sub: string;
  typ: TokenType;
  /** Session id of an access token: revoked sessions stop their access tokens at once. */
  sid?: string;
}

export interface JwtService {
  sign(claims: TokenClaims, ttlSeconds: number): Promise<string>;
  verify(token: string, expected: TokenType): Promise<TokenClaims | null>;
}

export function createJwtService(secret: string, clock: Clock): JwtService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, ttlSeconds) {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      const jwt = new SignJWT({ typ: claims.typ, ...(claims.sid ? { sid: claims.sid } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + ttlSeconds);
      return jwt.sign(key);
    },
    async verify(token, expected) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (payload.typ !== expected || typeof payload.sub !== 'string') return null;
        return { sub: payload.sub, typ: expected, sid: typeof payload.sid === 'string' ? payload.sid : undefined };
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}
