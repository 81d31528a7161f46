// Runs the API integration tier on PGlite with files in a local folder, and again on PostgreSQL
// (TEST_DATABASE_URL, or 127.0.0.1:5432) with files in S3 (an s3rver the tier starts on loopback): every
// file test runs against both storage backends. Without PostgreSQL the second pass fails unless
// SKIP_POSTGRES=1.
import net from 'node:net';
import { run } from './run-vitest.mjs';
import { unavailableTier } from './tier-summary.mjs';

/**
 * @param {string} url
 * @returns {Promise<boolean>}
 */
export function reachable(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 5432) });
    socket.setTimeout(1500);
    /** @param {boolean} ok */
    const answer = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.on('connect', () => answer(true));
    socket.on('error', () => answer(false));
    socket.on('timeout', () => answer(false));
  });
}

/** @returns {Promise<import('./run-vitest.mjs').TierResult[]>} */
export async function runApiTiers() {
  const results = [
    await run('api', { TEST_DB_ENGINE: 'pglite', TEST_STORAGE: 'local' }, 'api (PGlite, files in a local folder)'),
  ];
  results.push(await runPostgresPass());
  return results;
}

/**
 * The pass on the production engine. Without PostgreSQL it fails, unless SKIP_POSTGRES=1 skips it on
 * purpose: PGlite alone would hide what only PostgreSQL does (pools, timeouts, several connections).
 * @returns {Promise<import('./run-vitest.mjs').TierResult>}
 */
async function runPostgresPass() {
  const label = 'api (PostgreSQL, files in S3 via s3rver)';
  const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const skipped = process.env.SKIP_POSTGRES === '1';
  const missing = skipped || (await reachable(pgUrl)) ? [] : [`PostgreSQL (${new URL(pgUrl).host})`];
  const cannot = unavailableTier(label, 'SKIP_POSTGRES', missing);
  return cannot ?? run('api', { TEST_DB_ENGINE: 'postgres', TEST_DATABASE_URL: pgUrl, TEST_STORAGE: 's3' }, label);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await runApiTiers();
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
