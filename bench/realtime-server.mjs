// The API server as `npm start` runs it, plus one thing only the realtime benchmark needs: the
// parent (child_process.fork with --expose-gc) asks for the heap over IPC. Nothing is added to
// the product: no endpoint, no setting.
import { register } from 'tsx/esm/api';

process.on('message', (/** @type {{ type?: string, id?: number } | undefined} */ m) => {
  if (m?.type !== 'heap') return;
  // Two collections: the first may only schedule finalisers of freed sockets.
  globalThis.gc?.();
  globalThis.gc?.();
  process.send?.({
    type: 'heap',
    id: m.id,
    heapUsed: process.memoryUsage().heapUsed,
    gc: typeof globalThis.gc === 'function',
  });
});

register();
// A URL, not a literal path: the server's types are checked by its own project (apps/api), not again here.
await import(new URL('../apps/api/src/server.ts', import.meta.url).href);
