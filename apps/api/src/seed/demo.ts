import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { addMonths } from '../lib/clock.ts';
import { hashPassword } from '../lib/password.ts';
import { findUserByEmail, insertUser } from '../modules/users/queries.ts';
import { ensureAdmin } from './admin.ts';

const DEMO_PASSWORD = 'demo1234';
const demo = [
  { email: 'mieter@demo.mietmatch.local', role: 'client' as const, firstName: 'Mia', lastName: 'Mieterin' },
  { email: 'vermieter@demo.mietmatch.local', role: 'contractor' as const, firstName: 'Volker', lastName: 'Vermieter' },
];
const demoAdmin = 'admin@demo.mietmatch.local';

/** Zero-setup runs only: a tenant, a landlord and an admin to click through the app at once. */
export async function seedDemoAccounts(db: Db, log: FastifyBaseLogger) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const d of demo) {
    if (await findUserByEmail(db, d.email)) continue;
    const now = new Date();
    await insertUser(db, {
      ...d,
      passwordHash,
      emailVerifiedAt: now,
      planId: 'basic-3',
      subscriptionMonths: 3,
      paymentExpiresAt: addMonths(now, 3),
      freePlanUsedAt: now,
    });
  }
  if (!(await findUserByEmail(db, demoAdmin))) await ensureAdmin(db, { email: demoAdmin, password: DEMO_PASSWORD });
  log.info(
    `demo accounts (password "${DEMO_PASSWORD}"): tenant ${demo[0]!.email}, landlord ${demo[1]!.email}, admin ${demoAdmin}`,
  );
}
