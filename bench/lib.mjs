import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts `node <args>` and answers how long until `url` answers 200, and a stop function.
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @param {string} url
 * @returns {Promise<{ ms: number, pid: number | undefined, stop: () => Promise<unknown> }>}
 */
export async function startAndWait(args, env, url, timeoutMs = 60_000) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      child.on('exit', resolve);
      child.kill('SIGTERM');
    });
  return { ms, pid: child.pid, stop };
}

/**
 * @param {string} name the file name in bench/results, without `.json`
 * @param {object | object[]} result
 */
export function writeResult(name, result) {
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  const stamp = { measuredAt: new Date().toISOString(), node: process.version };
  // An entry carried over from an earlier run keeps its own date.
  const body = Array.isArray(result) ? result.map((r) => ({ ...stamp, ...r })) : { ...stamp, ...result };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  console.log(`written to ${path.relative(root, file)}`);
}

/** A log line with the time of day, for the long benchmarks. @param {unknown[]} a */
export const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

/** @param {number[]} values @param {number} p */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
};

/** @param {number} x */
export const round1 = (x) => Math.round(x * 10) / 10;

/** Runs, p50 and p99 of a series of times in ms. @param {number[]} ms */
export const stats = (ms) => ({
  runs: ms.length,
  p50_ms: round1(percentile(ms, 0.5)),
  p99_ms: round1(percentile(ms, 0.99)),
});

/** Chromium for a measurement, launched as the e2e tier launches it. */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  const { chromiumLaunchOptions } = await import('../scripts/chromium.mjs');
  return chromium.launch(chromiumLaunchOptions);
}
