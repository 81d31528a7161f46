/*
 * A client of the cluster that talks to nginx's one address only, from a loopback address of its
 * choice (127.x.y.z), so that nginx sees different clients: rate limits per address, and the socket
 * upstream's hash by client address. Every answer tells which node served it (X-Node, NODE_NAME).
 */
import http from 'node:http';
import { randomInt } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_CLIENT_OPTIONS } from '@mietmatch/contract';
import { request, type Answer as RawAnswer } from '../../scripts/cluster-traffic.mjs';

export interface Answer extends RawAnswer {
  json<T = Record<string, unknown>>(): T;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  multipart?: { payload: Buffer; headers: Record<string, string> };
  /** The client's own address (default 127.0.0.1). */
  from?: string;
  headers?: Record<string, string>;
}

/** One request through nginx; a connection that breaks rejects (the caller counts it as lost). */
export async function call(base: string, method: string, path: string, o: CallOptions = {}): Promise<Answer> {
  const answer = await request(base, path, {
    method,
    token: o.token,
    json: o.json,
    body: o.multipart?.payload,
    headers: { ...o.multipart?.headers, ...o.headers },
    from: o.from,
  });
  return { ...answer, json: <T>() => JSON.parse(answer.body.toString('utf8')) as T };
}

/** A loopback address of its own for a client (the rate-limit windows in Redis outlive a run). */
export function someClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * Client addresses whose realtime connections nginx sends to each node: socket.io's own handshake
 * request (which the node answers before any sign-in) names the node that got it.
 */
export async function addressesByNode(base: string, nodes: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < 64 && found.size < nodes.length; i++) {
    const from = someClientAddress();
    const answer = await call(base, 'GET', '/socket.io/?EIO=4&transport=polling', { from });
    if (answer.status === 200 && answer.node && !found.has(answer.node)) found.set(answer.node, from);
  }
  if (found.size < nodes.length) throw new Error(`no client address reaches every node: ${[...found.keys()]}`);
  return found;
}

/**
 * A member's realtime connection as the web app opens it (polling first, then the WebSocket upgrade,
 * reconnecting by itself), from the client address `from`.
 */
export function openSocket(
  base: string,
  token: string,
  from: string,
  options: { reconnectionDelay?: number; randomizationFactor?: number } = {},
): Socket {
  return io(base, {
    path: '/socket.io',
    ...REALTIME_CLIENT_OPTIONS,
    ...options,
    auth: { token },
    forceNew: true,
    agent: new http.Agent({ localAddress: from }) as unknown as string,
  });
}

/** Resolves at the socket's next `connect`. */
export function connected(socket: Socket, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no connect within ${timeoutMs} ms`)), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The texts of `newMessage` events a socket received, in order, and a way to wait for one. */
export function messagesOf(socket: Socket) {
  const texts: string[] = [];
  const waiters = new Map<string, () => void>();
  socket.on('newMessage', (payload: { message?: { message?: string } }) => {
    const text = payload?.message?.message;
    if (text === undefined) return;
    texts.push(text);
    waiters.get(text)?.();
  });
  return {
    texts,
    /** Resolves when `text` has arrived (at once when it already has). */
    waitFor(text: string, timeoutMs = 10_000): Promise<void> {
      if (texts.includes(text)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`"${text}" did not arrive within ${timeoutMs} ms`)), timeoutMs);
        waiters.set(text, () => {
          clearTimeout(timer);
          waiters.delete(text);
          resolve();
        });
      });
    },
  };
}
