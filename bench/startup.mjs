// How long `npm start` takes to answer /api/health on a warm install (web built, data folder
// initialised), against a baseline taken in the same run: a bare Node HTTP server's start.
// Target: under 10 s.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { startAndWait, writeResult } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
ensureWebBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-bench-'));
const env = { PORT: '3961', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true', DATABASE_URL: '' };

// First start initialises the data folder (migrations, postal codes, demo): measured, but not the target.
const cold = await startAndWait(['scripts/start.mjs'], env, 'http://127.0.0.1:3961/api/health');
await cold.stop();

const warm = [];
const baseline = [];
for (let i = 0; i < runs; i++) {
  const b = await startAndWait(
    ['-e', "require('http').createServer((q,s)=>s.end('ok')).listen(3962)"],
    {},
    'http://127.0.0.1:3962/',
  );
  baseline.push(b.ms);
  await b.stop();
  const w = await startAndWait(['scripts/start.mjs'], env, 'http://127.0.0.1:3961/api/health');
  warm.push(w.ms);
  await w.stop();
}
rmSync(dataDir, { recursive: true, force: true });

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const warmMs = Math.round(median(warm));
writeResult('startup', {
  benchmark: 'npm start → /api/health answers (PGlite, warm install)',
  coldFirstStartMs: Math.round(cold.ms),
  warmStartMsMedian: warmMs,
  warmStartsMs: warm.map(Math.round),
  baselineBareNodeServerMsMedian: Math.round(median(baseline)),
  ratioToBaseline: Number((warmMs / median(baseline)).toFixed(1)),
  targetMs: 10_000,
  withinTarget: warmMs < 10_000,
});
