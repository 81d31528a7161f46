import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { addMonths } from '../lib/clock.ts';
import { hashPassword } from '../lib/password.ts';
import { createFileStorage } from '../adapters/storage/file-storage.ts';
import { findUserByEmail, insertUser } from '../modules/users/index.ts';
import { ensureAdmin } from './admin.ts';
import { DEMO_PASSWORD, prepareLivingDemo } from './demo-content.ts';
import { countDemoMarketplace } from './demo-queries.ts';
import { DEMO_ADMIN_EMAIL, DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from './demo-people.ts';

const demo = [
  { email: DEMO_TENANT_EMAIL, role: 'client' as const, firstName: 'Mia', lastName: 'Mieterin' },
  { email: DEMO_LANDLORD_EMAIL, role: 'contractor' as const, firstName: 'Volker', lastName: 'Vermieter' },
];

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
  if (!(await findUserByEmail(db, DEMO_ADMIN_EMAIL))) {
    await ensureAdmin(db, { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD });
  }
  // For log shippers; people read the block `demoBanner` prints once the server listens.
  log.info(
    { tenant: DEMO_TENANT_EMAIL, landlord: DEMO_LANDLORD_EMAIL, admin: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
    'demo accounts ready',
  );
}

/**
 * The demo at start: its pictures are drawn and stored from now on (overlapping the postal-code
 * import), `finish()` then ensures the demo accounts and writes the living demo once. A demo that
 * cannot be written is logged and left out: the app itself still starts.
 */
export async function startDemoSeed(config: Pick<Config, 'storageDir' | 's3'>, db: Db, log: FastifyBaseLogger) {
  const storage = createFileStorage(config);
  const living = await prepareLivingDemo({ db, storage, log }).catch((err) => {
    storage.close();
    throw err;
  });
  if (!living) storage.close();
  return {
    async finish() {
      await seedDemoAccounts(db, log);
      if (!living) return;
      try {
        const started = performance.now();
        const counts = await living.write();
        if (counts) log.info({ ...counts, ms: Math.round(performance.now() - started) }, 'demo marketplace seeded');
      } catch (err) {
        log.error({ err }, 'the demo marketplace could not be seeded');
      } finally {
        storage.close();
      }
    },
  };
}

/** What the demo holds now, as the banner tells it. */
type DemoFacts = Awaited<ReturnType<typeof countDemoMarketplace>>;

/** Counts what the demo members really have and prints the banner (after the server's listening lines). */
export async function announceDemo(db: Db, log: object, appUrl: string) {
  printDemoBanner(log, appUrl, await countDemoMarketplace(db));
}

/**
 * Prints the block on stdout, whatever the log level. pino writes its lines asynchronously (and its
 * flush does not wait for a write in flight): written into pino's own stream (kept under a symbol),
 * the block comes after the lines logged before it, as "running on …".
 */
export function printDemoBanner(log: object, appUrl: string, facts: DemoFacts) {
  const sym = Object.getOwnPropertySymbols(log).find((s) => s.description === 'pino.stream');
  const stream = sym ? (log as Record<symbol, { write?: (text: string) => unknown }>)[sym] : undefined;
  const text = `${demoBanner(appUrl, facts)}\n`;
  if (stream?.write) stream.write(text);
  else process.stdout.write(text);
}

/** The marketplace part of the banner: what is there, or why nothing is. */
function marketplaceLines({ listings, requests, cities }: DemoFacts): string[] {
  const others = `every other demo member (…@demo.mietmatch.local) signs in with ${DEMO_PASSWORD}.`;
  if (listings === 0 && requests === 0) {
    return ['  No demo listings or requests: the demo marketplace needs the postal-code table (see the log).'];
  }
  const sorted = [...cities].sort((a, b) => a.localeCompare(b, 'de'));
  const where = sorted.length > 1 ? `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}` : (sorted[0] ?? '');
  return [
    `  The demo marketplace: ${listings} listings and ${requests} tenant requests${where ? ` in ${where}` : ''};`,
    `  ${others}`,
  ];
}

/** The demo accounts as people read them in a terminal: plain text, not a log line. */
function demoBanner(appUrl: string, facts: DemoFacts): string {
  const rows = [
    ['role', 'email', 'password'],
    ['tenant', DEMO_TENANT_EMAIL, DEMO_PASSWORD],
    ['landlord', DEMO_LANDLORD_EMAIL, DEMO_PASSWORD],
    ['admin', DEMO_ADMIN_EMAIL, DEMO_PASSWORD],
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) => `  ${r.map((cell, c) => cell.padEnd(widths[c]!)).join('   ')}`.trimEnd();
  const rule = `  ${widths.map((w) => '-'.repeat(w)).join('   ')}`;
  return [
    '',
    `  Mietmatch | Rentmatch demo: open ${appUrl}/login`,
    '',
    line(rows[0]!),
    rule,
    ...rows.slice(1).map(line),
    '',
    ...marketplaceLines(facts),
    '',
  ].join('\n');
}
