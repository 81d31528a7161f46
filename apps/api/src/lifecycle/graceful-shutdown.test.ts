import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_CLIENT_OPTIONS } from '@mietmatch/contract';
import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema/index.ts';
import { createUser, multipart, PASSWORD, pngImage, propertyForm, seedPostalCodes } from '../../test/factories.ts';
import { freePort, nodeHome, startNode, type LogLine, type NodeProcess } from '../../test/node-process.ts';

/*
 * A node as `npm start` runs it, stopped with SIGTERM while 50 uploads are in flight: the server has
 * read each request's head and half its body when the signal comes, and the clients send the rest
 * after it. PGlite unless TEST_DB_ENGINE=postgres.
 */
const UPLOADS = 50;
const GRACE_MS = 10_000;

let home: Awaited<ReturnType<typeof nodeHome>>;
let landlord: UserRow;
beforeAll(async () => {
  home = await nodeHome('shutdown');
  const database = await home.open();
  await database.migrate();
  await seedPostalCodes(database.db);
  landlord = await createUser(database.db, { role: 'contractor' });
  await database.close();
});
// Nodes a failed assertion left running.
const nodes: NodeProcess[] = [];
afterAll(async () => {
  keepAlive.destroy();
  for (const node of nodes)
    if (node.child.exitCode === null && node.child.signalCode === null) await node.stop('SIGKILL');
  await home?.remove();
});

interface Answer {
  status: number;
  connection: string | undefined;
}

// Clients that keep their connections open, as browsers and load balancers do: the server must close them.
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** A request whose body is sent in two halves: the second when the test calls `finish`. */
function halfSent(
  port: number,
  path: string,
  token: string,
  body: { payload: Buffer; headers: Record<string, string> },
) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    agent: keepAlive,
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'content-length': body.payload.length },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.payload.length / 2);
  request.write(body.payload.subarray(0, half));
  return { answer, finish: () => request.end(body.payload.subarray(half)) };
}

/** How a new TCP connection fares: refused, or accepted (then closed at once by us), and how fast. */
function tryConnect(port: number): Promise<{ outcome: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (outcome: string) => {
      socket.destroy();
      resolve({ outcome, ms: performance.now() - started });
    };
    socket.once('connect', () => done('accepted'));
    socket.once('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.message));
    socket.setTimeout(3000, () => done('hung'));
  });
}

async function loginAt(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: landlord.email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const once = <T extends unknown[]>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (...args: unknown[]) => resolve(args as T)));

const uploadSeen = (line: LogLine) =>
  line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === '/api/landlord/create';

describe('a node stopped with SIGTERM', () => {
  it('answers all 50 uploads in flight, refuses new connections, sends its sockets to reconnect, exits 0 and starts again with the data', {
    timeout: 60_000,
  }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startNode(home.env(port, { SHUTDOWN_GRACE_MS: String(GRACE_MS) }));
    nodes.push(first);
    await first.logged('is running');
    const token = await loginAt(base);
    const socket = connect(base, {
      path: '/socket.io',
      ...REALTIME_CLIENT_OPTIONS,
      auth: { token },
      query: { userId: landlord.id },
    });
    try {
      await once(socket, 'connect');
      const photo = await pngImage(640, 480);
      const uploads = Array.from({ length: UPLOADS }, (_, i) =>
        halfSent(
          port,
          '/api/landlord/create',
          token,
          multipart(propertyForm({ title: `Wohnung ${i}` }), {
            images: { data: photo, filename: `w${i}.png`, type: 'image/png' },
          }),
        ),
      );
      // In flight: the server has read every request's head (and is waiting for the rest of its body).
      await first.logged(uploadSeen, UPLOADS);

      const disconnected = once<[string]>(socket, 'disconnect');
      const signalledAt = performance.now();
      first.child.kill('SIGTERM');
      const [reason] = await disconnected;
      // A transport close, after which socket.io reconnects by itself (not the server's disconnect).
      expect(reason).toBe('transport close');
      expect(socket.active).toBe(true);
      const late = await tryConnect(port);
      expect(late.outcome).toBe('ECONNREFUSED');
      expect(late.ms).toBeLessThan(500);

      for (const upload of uploads) upload.finish();
      const answers = await Promise.all(uploads.map((u) => u.answer));
      expect(answers.filter((a) => a.status !== 201)).toEqual([]);
      expect(answers.every((a) => a.connection === 'close')).toBe(true);
      const ended = await first.exited;
      const shutdownMs = performance.now() - signalledAt;
      expect(ended).toEqual({ code: 0, signal: null });
      expect(shutdownMs).toBeLessThan(GRACE_MS);
      expect(first.lines.filter((l) => Number(l.level) >= 50)).toEqual([]);

      // The same data folder and port: the embedded database opens, the socket comes back by itself.
      const second = startNode(home.env(port));
      nodes.push(second);
      const reconnected = once(socket, 'connect');
      await second.logged('is running');
      await reconnected;
      const again = await loginAt(base);
      const listed = await fetch(`${base}/api/landlord/filter?listedBy=${landlord.id}&pageSize=50`, {
        headers: { authorization: `Bearer ${again}` },
      });
      const page = (await listed.json()) as { total: number; items: { title: string }[] };
      expect(page.total).toBe(UPLOADS);
      expect(new Set(page.items.map((p) => p.title)).size).toBe(UPLOADS);
      socket.close();
      expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      console.info(
        `graceful shutdown: ${UPLOADS} uploads in flight answered 201, exit 0 after ${Math.round(shutdownMs)} ms`,
      );
    } finally {
      socket.close();
    }
  });
  it('ends a request still running when the grace is over and exits 1 right after it', {
    timeout: 30_000,
  }, async () => {
    const port = await freePort();
    const graceMs = 1500;
    const node = startNode(home.env(port, { SHUTDOWN_GRACE_MS: String(graceMs) }));
    nodes.push(node);
    await node.logged('is running');
    const token = await loginAt(`http://127.0.0.1:${port}`);
    // A client that stops sending halfway through its upload and never finishes it.
    const stalled = halfSent(
      port,
      '/api/landlord/create',
      token,
      multipart(propertyForm(), { images: { data: await pngImage(), filename: 'w.png', type: 'image/png' } }),
    );
    const cut = stalled.answer.catch((err: NodeJS.ErrnoException) => err.code ?? err.message);
    await node.logged(uploadSeen);
    const signalledAt = performance.now();
    node.child.kill('SIGTERM');
    expect(await node.exited).toEqual({ code: 1, signal: null });
    const ms = performance.now() - signalledAt;
    expect(ms).toBeGreaterThanOrEqual(graceMs);
    expect(ms).toBeLessThan(graceMs + 1500);
    expect(await cut).toBe('ECONNRESET');
    await node.logged('shutdown grace over');
    // The database was still closed cleanly: the embedded one opens again.
    const database = await home.open();
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, landlord.id))).toHaveLength(1);
    await database.close();
  });
});
