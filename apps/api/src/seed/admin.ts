import type { Db } from '../db/client.ts';
import { hashPassword } from '../lib/password.ts';
import { signInAllowed } from '../db/members.ts';
import { findUserByEmail, insertUser, updateUser } from '../modules/users/index.ts';

/** Creates the admin, or makes an existing account with that email an admin with that password. */
export async function ensureAdmin(
  db: Db,
  opts: { email: string; password: string; firstName?: string; lastName?: string },
) {
  const email = opts.email.trim().toLowerCase();
  const passwordHash = await hashPassword(opts.password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const emailVerifiedAt = existing.emailVerifiedAt ?? new Date();
    return updateUser(db, existing.id, { role: 'admin', passwordHash, emailVerifiedAt, ...signInAllowed });
  }
  return insertUser(db, {
    email,
    passwordHash,
    role: 'admin',
    firstName: opts.firstName ?? 'Admin',
    lastName: opts.lastName ?? 'Mietmatch',
    emailVerifiedAt: new Date(),
  });
}
