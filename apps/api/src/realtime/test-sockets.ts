import type net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

/*
 * Real socket.io clients against a listening test app, for the realtime tests. Every socket opened
 * here is remembered so that a test file closes them all in afterAll (`closeAll`).
 */
const opened: Socket[] = [];

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as net.AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

/**
 * How a test client connects: `userId` as the specification's client names itself, `origin` as a browser
 * page; `query` and `headers` add what other clients send (a `token` parameter, an Authorization header).
 */
export interface ClientOptions {
  userId?: string;
  origin?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

function client(url: string, token: string | undefined, opts: ClientOptions) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    query: { ...(opts.userId ? { userId: opts.userId } : {}), ...opts.query },
    extraHeaders: { ...(opts.origin ? { origin: opts.origin } : {}), ...opts.headers },
    reconnection: false,
    timeout: 10_000,
  });
  opened.push(socket);
  return socket;
}

/** A connected socket; rejects with the server's refusal (`message`, `data.code`). */
export function open(url: string, token: string | undefined, opts: ClientOptions = {}): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = client(url, token, opts);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (err) => reject(err));
  });
}

/** The error of a handshake the server refuses (fails the test if it is accepted). */
export function refusal(
  url: string,
  token: string | undefined,
  opts: ClientOptions = {},
): Promise<Error & { data?: { code?: string } }> {
  return new Promise((resolve, reject) => {
    const socket = client(url, token, opts);
    socket.on('connect', () => reject(new Error('the handshake was accepted')));
    socket.on('connect_error', (err) => resolve(err));
  });
}

export function next<T>(socket: Socket, event: string, timeoutMs = 8000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** The reason the socket is disconnected for (`io server disconnect` when the server cut it). */
export function disconnection(socket: Socket, timeoutMs = 8000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Every event a socket receives from now on. */
export function recordEvents(socket: Socket): string[] {
  const events: string[] = [];
  socket.onAny((event: string) => events.push(event));
  return events;
}

/**
 * The names of the events a socket receives from now on, before the one `isMarker` picks out: an event
 * the test has the server send this socket last. A socket's events arrive in the order the server sent
 * them, so once the marker is in, everything sent to the socket before it is in too: what is not among
 * them was never sent, proven by an event that did arrive rather than by waiting a while.
 */
export function eventsBefore<T>(socket: Socket, marker: string, isMarker: (payload: T) => boolean) {
  const heard: string[] = [];
  let markerArrived: (names: string[]) => void;
  const before = new Promise<string[]>((resolve) => (markerArrived = resolve));
  const listener = (event: string, payload: T) => {
    if (event !== marker || !isMarker(payload)) return void heard.push(event);
    socket.offAny(listener);
    markerArrived([...heard]);
  };
  socket.onAny(listener);
  return {
    /** Resolves once the marker has arrived; call it after causing the marker. */
    arrived(timeoutMs = 8000): Promise<string[]> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no ${marker} marker within ${timeoutMs} ms`)), timeoutMs);
      });
      return Promise.race([before, late]).finally(() => clearTimeout(timer));
    },
  };
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function closeAll() {
  for (const s of opened.splice(0)) s.disconnect();
}
