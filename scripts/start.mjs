// `npm start`: build the web app if needed, then run the server (API, realtime, web) on one port.
import './require-node.mjs';
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
register();
// A URL, not a literal path: the server's types are checked by its own project (apps/api), not again here.
await import(new URL('../apps/api/src/server.ts', import.meta.url).href);
