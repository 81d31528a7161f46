import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: for mailed links and refresh tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A token derived from another with a server key (HMAC-SHA256 under a key of its own, made from the
 * secret and `purpose`): the same input gives the same token, and nobody without the secret can
 * compute it, not even with the input in hand. The database keeps only its hash, like any token.
 */
export function tokenDerivation(secret: string, purpose: string): (token: string) => string {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return (token) => createHmac('sha256', key).update(token).digest('base64url');
}
