// Runs the API integration tier on PGlite with files in a local folder, and again on PostgreSQL with
// files in S3 (an s3rver the tier starts on loopback) when PostgreSQL answers (TEST_DATABASE_URL, or
// 127.0.0.1:5432): every file test runs against both storage backends.
import net from 'node:net';
import { run } from './run-vitest.mjs';

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
  const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (process.env.TEST_DATABASE_URL || (await reachable(pgUrl))) {
    results.push(
      await run(
        'api',
        { TEST_DB_ENGINE: 'postgres', TEST_DATABASE_URL: pgUrl, TEST_STORAGE: 's3' },
        'api (PostgreSQL, files in S3 via s3rver)',
      ),
    );
  } else {
    console.log(
      'PostgreSQL does not answer on 127.0.0.1:5432 and TEST_DATABASE_URL is not set: API tests ran on PGlite (local files) only.',
    );
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await runApiTiers();
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
