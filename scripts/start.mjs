// `npm start`: build the web app if needed, then run the server (API, realtime, web) on one port.
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
register();
await import('../apps/api/src/server.ts');
