import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { ClientEvents, ServerEventName, ServerEventPayload, ServerEvents } from '@mietmatch/contract';
import type { Executor } from '../db/client.ts';
import type { JwtService } from '../lib/jwt.ts';
import { findUserWithSession } from '../modules/auth/queries.ts';
import { totalUnread } from '../modules/inquiries/queries.ts';

/** What services use to tell people about a change; called after the database commit. */
export interface Realtime {
  /** Several users at once are one broadcast (one publish across nodes). */
  toUser<K extends ServerEventName>(userId: string | readonly string[], event: K, payload: ServerEventPayload<K>): void;
  /** Whether the user has an open connection on any node (for "notify by mail when offline"). */
  isOnline(userId: string): Promise<boolean>;
  /** Cuts every open socket of a user on every node (blocked, deleted). */
  disconnectUser(userId: string): Promise<void>;
  close(): Promise<void>;
}

export const room = (userId: string) => `user:${userId}`;

/** Services built without a socket server (tools, some tests) talk to nobody. */
export const silentRealtime: Realtime = { toUser() {}, isOnline: async () => false, disconnectUser: async () => {}, close: async () => {} };

/**
 * socket.io on the API's own HTTP server (`/socket.io`). The handshake must carry a valid access
 * token (`auth: { token }`) of a live session; a foreign Origin is refused. Each socket joins the
 * room `user:<id>`. With REDIS_URL the Redis adapter fans events out across processes.
 */
export function attachRealtime(app: FastifyInstance, deps: { db: Executor; jwt: JwtService; appUrl: string; redisUrl?: string }): Realtime {
  const allowedOrigin = new URL(deps.appUrl).origin;
  const io = new Server<ClientEvents, ServerEvents>(app.server, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      // Browsers always send Origin; a page of another site must not ride on a user's token.
      callback(null, origin === undefined || origin === allowedOrigin || sameHost(origin, req.headers.host));
    },
  });

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (deps.redisUrl) {
    // Auto-pipelining: the publishes of one message (both members' rooms, the unread total) leave in
    // one write. Responses to "who is online" go to the asking node's own channel, not to every node.
    pub = new Redis(deps.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableAutoPipelining: true });
    sub = pub.duplicate({ enableAutoPipelining: false });
    io.adapter(createAdapter(pub, sub, { publishOnSpecificResponseChannel: true }));
  }

  io.use(async (socket, next) => {
    try {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
      const claims = token ? await deps.jwt.verify(token, 'access') : null;
      const row = claims?.sid ? await findUserWithSession(deps.db, claims.sub, claims.sid) : null;
      const user = row && !row.session.revokedAt && row.session.userId === row.user.id ? row.user : null;
      if (!user || user.isBlocked || user.isSoftDeleted) return next(new Error('Unauthorized'));
      // The specification's client also names the user in the query: it must be the token's user.
      const queried = socket.handshake.query.userId;
      if (typeof queried === 'string' && queried !== user.id) return next(new Error('Unauthorized'));
      socket.data.userId = user.id;
      next();
    } catch (err) {
      next(err as Error);
    }
  });

  io.on('connection', (socket: Socket<ClientEvents, ServerEvents>) => {
    const userId = socket.data.userId as string;
    void socket.join(room(userId));
    socket.on('join', (_requested, ack) => {
      // Joining another user's room is not possible: the room comes from the token.
      void socket.join(room(userId));
      if (typeof ack === 'function') void totalUnread(deps.db, userId).then((totalUnreadCount) => ack({ totalUnreadCount }));
    });
  });

  return {
    toUser(userId, event, payload) {
      const rooms = typeof userId === 'string' ? room(userId) : userId.map(room);
      (io.to(rooms) as unknown as { emit: (e: string, p: unknown) => void }).emit(event, payload);
    },
    async isOnline(userId) {
      // A socket on this node answers at once; only otherwise are the other nodes asked over Redis.
      if ((io.of('/').adapter.rooms.get(room(userId))?.size ?? 0) > 0) return true;
      return (await io.in(room(userId)).fetchSockets()).length > 0;
    },
    async disconnectUser(userId) {
      io.in(room(userId)).disconnectSockets(true);
    },
    async close() {
      io.close();
      pub?.disconnect();
      sub?.disconnect();
    },
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
