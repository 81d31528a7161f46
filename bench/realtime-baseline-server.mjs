// Baseline of the realtime benchmark: the same transport without the product — a bare Node HTTP
// server with socket.io (and the Redis adapter when REDIS_URL is set) where POST /send emits
// `newMessage` to the room `user:<to>` at once: no token check, no database. Answers the heap over
// IPC like realtime-server.mjs.
import http from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/api/health') return void res.end('{"status":"ok"}');
  if (req.method !== 'POST' || req.url !== '/send') return void res.writeHead(404).end();
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const { from, to, inboxId, message } = JSON.parse(body);
    const payload = {
      inboxId,
      message: { id: message, inboxId, senderId: from, message, createdAt: new Date().toISOString() },
    };
    io.to(`user:${from}`).emit('newMessage', payload);
    io.to(`user:${to}`).emit('newMessage', payload);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload.message));
  });
});
const io = new Server(server, { path: '/socket.io', serveClient: false });
/** @type {Redis | undefined} */
let pub;
/** @type {Redis | undefined} */
let sub;
if (process.env.REDIS_URL) {
  pub = new Redis(process.env.REDIS_URL);
  sub = pub.duplicate();
  io.adapter(createAdapter(pub, sub));
}
io.use((socket, next) => {
  socket.data.userId = String(socket.handshake.auth?.userId ?? '');
  next();
});
io.on('connection', (socket) => {
  void socket.join(`user:${socket.data.userId}`);
  socket.on('join', (_id, ack) => typeof ack === 'function' && ack({ totalUnreadCount: 0 }));
});

process.on('message', (/** @type {{ type?: string, id?: number } | undefined} */ m) => {
  if (m?.type !== 'heap') return;
  globalThis.gc?.();
  globalThis.gc?.();
  process.send?.({
    type: 'heap',
    id: m.id,
    heapUsed: process.memoryUsage().heapUsed,
    gc: typeof globalThis.gc === 'function',
  });
});
process.on('SIGTERM', () => {
  io.close();
  pub?.disconnect();
  sub?.disconnect();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
});
server.listen(Number(process.env.PORT), '127.0.0.1');
