import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { engine } from '../test/test-database.ts';
import { Members } from './members.ts';
import { readOperations } from './operations.ts';
import { anyRequest } from './requests.ts';
import { describeRequest, runFuzz } from './runner.ts';

/**
 * Requests generated from the served OpenAPI document — valid-ish and broken in every way a client
 * can break them — as anonymous visitors, tenants, landlords, admins and with bad tokens. No answer
 * may be a 5xx, every error answer is `{ code, message }` JSON, nothing is logged at error level,
 * and the app still serves afterwards. `FUZZ_SEED` replays a run, `FUZZ_RUNS` sets its length.
 */
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
// pino's numeric levels: 50 error, 60 fatal.
const errorLines: string[] = [];
let t: TestContext;

beforeAll(async () => {
  console.log(`fuzz: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} on ${engine}`);
  t = await createTestApp(
    { logStream: { write: (line) => void (JSON.parse(line).level >= 50 && errorLines.push(line)) } },
    { LOG_LEVEL: 'error' },
  );
});
afterAll(() => t?.close());

it(`answers every generated request below 500, errors in the error model (seed ${seed})`, {
  timeout: 30 * 60_000,
}, async () => {
  const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(doc.statusCode).toBe(200);
  const operations = readOperations(doc.json());
  const members = await Members.create(t.app, t.database.db);
  const report = await runFuzz(t.app, members, anyRequest(operations, members.known), seed, runs);

  const classes = Object.entries(report.byClass)
    .sort()
    .map(([c, n]) => `${c} ${n}`)
    .join(', ');
  console.log(
    [
      `fuzz: ${report.sent} requests over ${operations.length} operations in ${report.seconds} s ` +
        `(${Math.round(report.sent / report.seconds)}/s), seed ${seed}`,
      `fuzz: by class ${classes}`,
      `fuzz: by status ${JSON.stringify(report.byStatus)}`,
      `fuzz: members signed in again ${members.relogins}, throwaway members ${members.throwaways}`,
    ].join('\n'),
  );

  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  const login = await members.freshLogin();
  if (report.findings.length > 0) {
    const first = report.findings.slice(0, 8).map((f) => describeRequest(seed, f));
    console.log(`fuzz: ${report.findings.length} answers broke the rules, the first:\n${first.join('\n')}`);
  }
  expect(report.findings.length, 'answers that broke the rules (listed above)').toBe(0);
  expect(errorLines.slice(0, 3), 'lines logged at error level').toEqual([]);
  expect(health.statusCode).toBe(200);
  expect(login).toBe(200);
});
