// Builds the web app when its build is missing or older than its sources, so `npm start`
// is quick on a warm install and still right after a change.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-precompress.ts',
  'apps/web/vite-prerender.ts',
  'apps/web/vite-catalogue.ts',
  'packages/contract/src',
];

/**
 * @param {string} p
 * @returns {number}
 */
function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), s.mtimeMs);
}

export function webBuildIsCurrent() {
  if (!existsSync(distIndex)) return false;
  const built = statSync(distIndex).mtimeMs;
  return sources.every((s) => newest(path.join(root, s)) <= built);
}

export function ensureWebBuild({ force = false } = {}) {
  if (!force && webBuildIsCurrent()) return;
  console.log('Building the web app …');
  // The web workspace may keep its own vite when versions differ from the root's.
  const vite = ['apps/web/node_modules/vite/bin/vite.js', 'node_modules/vite/bin/vite.js']
    .map((p) => path.join(root, p))
    .find(existsSync);
  if (!vite) throw new Error('vite is not installed: run npm ci');
  const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('web build failed');
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuild({ force: process.argv.includes('--force') });
