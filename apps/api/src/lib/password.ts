import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane (~10 ms per hash on our machines).
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against unknown emails so a login answers in the same time whether the account exists. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`not-a-real-password-${Math.random()}`);
  return dummyHash;
}
