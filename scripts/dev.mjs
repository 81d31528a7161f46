// `npm run dev`: the API with reload (tsx watch) and the Vite dev server side by side.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The browser talks to the Vite server, which proxies the API: the API's own address for mailed links,
// socket origins and the refresh/logout origin check is that one, unless APP_URL says otherwise.
const api = { ...process.env, APP_URL: process.env.APP_URL ?? 'http://localhost:5173' };
const children = [
  spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: api,
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
