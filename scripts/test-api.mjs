// Runs the API integration tier on PGlite, and again on PostgreSQL when one answers
// (TEST_DATABASE_URL, or 127.0.0.1:5432).
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
  const results = [await run('api', { TEST_DB_ENGINE: 'pglite' }, 'api (PGlite)')];
  const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (process.env.TEST_DATABASE_URL || (await reachable(pgUrl))) {
    results.push(await run('api', { TEST_DB_ENGINE: 'postgres', TEST_DATABASE_URL: pgUrl }, 'api (PostgreSQL)'));
  } else {
    console.log(
      'PostgreSQL does not answer on 127.0.0.1:5432 and TEST_DATABASE_URL is not set: API tests ran on PGlite only.',
    );
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await runApiTiers();
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
