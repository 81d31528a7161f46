import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { createRedisClient, pingRedis, REDIS_TIMEOUTS, whenReady, type OutageLog } from '../lib/redis-client.ts';
import type { ClientEvents, ServerEventName, ServerEventPayload, ServerEvents } from '@mietmatch/contract';
import type { Executor } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { JwtService } from '../lib/jwt.ts';
import { authenticateHandshake, sessionStands, type SocketIdentity } from './handshake.ts';

/** What services use to tell people about a change; called after the database commit. */
export interface Realtime {
  /** Several users at once are one broadcast (one publish across nodes). */
  toUser<K extends ServerEventName>(userId: string | readonly string[], event: K, payload: ServerEventPayload<K>): void;
  /** Whether the user has an open connection on any node (for "notify by mail when offline"). */
  isOnline(userId: string): Promise<boolean>;
  /**
   * Cuts every open socket of a user on every node (blocked, deleted, password reset); with
   * `exceptSessionId` the sockets of that one session stay (a password change keeps its own session).
   */
  disconnectUser(userId: string, options?: { exceptSessionId?: string }): Promise<void>;
  /** Cuts the sockets of one session on every node (logout, a reused refresh token). */
  disconnectSession(sessionId: string): Promise<void>;
  /** Asks this node's Redis connections for an answer (readiness); absent without REDIS_URL. */
  pingRedis?: () => Promise<void>;
  close(): Promise<void>;
}

const room = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** setTimeout fires at once for delays past 2^31-1 ms (~24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/** What the realtime channel needs of the platform. */
export interface RealtimeDeps {
  db: Executor;
  jwt: JwtService;
  clock: Clock;
  appUrl: string;
  redisUrl?: string;
  log: OutageLog;
  /** The node's open-sockets gauge (metrics). */
  openSockets: { inc(): void; dec(): void };
  /** NODE_NAME: named in the `X-Node` header of the channel's HTTP answers, as of every API answer. */
  nodeName?: string;
  /** A member's unread messages over all conversations, answered to `join` (the inquiries module's count). */
  totalUnread: (db: Executor, userId: string) => Promise<number>;
}

/**
 * socket.io on the API's own HTTP server (`/socket.io`). The handshake must carry a valid access
 * token (`auth: { token }`, a Bearer header or a `token` query parameter) of a live session, and pass the gates of the routes whose events it
 * carries (handshake.ts); a foreign Origin is refused. Each socket joins the rooms `user:<id>` and
 * `session:<sid>`, so that ending a session ends its sockets on every node, and it is closed when
 * its token expires. With REDIS_URL the Redis adapter fans events out across processes.
 */
export function attachRealtime(app: FastifyInstance, deps: RealtimeDeps): Realtime {
  const allowedOrigin = new URL(deps.appUrl).origin;
  let closing = false;
  const io = new Server<ClientEvents, ServerEvents>(app.server, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (req, callback) => {
      // A stopping node takes no new sockets: the client tries again, through the load balancer to another node.
      if (closing) return callback('shutting down', false);
      const origin = req.headers.origin;
      // Browsers always send Origin; a page of another site must not ride on a user's token.
      callback(null, origin === undefined || origin === allowedOrigin || sameHost(origin, req.headers.host));
    },
  });

  const nodeName = deps.nodeName;
  if (nodeName) {
    // socket.io answers its own requests before Fastify sees them: its handshake, polls and upgrade.
    const name = (headers: Record<string, string>) => {
      headers['X-Node'] = nodeName;
    };
    io.engine.on('initial_headers', name);
    io.engine.on('headers', name);
  }

  const redis = deps.redisUrl ? connectAdapter(io, deps.redisUrl, deps.log) : undefined;
  // Events of the first moments must not be lost to a connection still being made.
  if (redis) app.addHook('onReady', async () => void (await redis.ready()));

  io.use(async (socket, next) => {
    try {
      socket.data = await authenticateHandshake(deps, socket.handshake);
      next();
    } catch (err) {
      next(err as Error);
    }
  });

  io.on('connection', (socket: Socket<ClientEvents, ServerEvents>) => {
    const identity = socket.data as SocketIdentity;
    const userId = identity.userId;
    void socket.join([room(userId), sessionRoom(identity.sessionId)]);
    // An access token is good for minutes; the socket lasts no longer than the token (or the plan).
    // The client then knocks again with a fresh token, and the handshake asks about the session,
    // the account and the plan anew.
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.min(Math.max(0, identity.endsAt - deps.clock.now().getTime()), MAX_TIMER_MS),
    );
    expiry.unref();
    deps.openSockets.inc();
    socket.on('disconnect', () => {
      clearTimeout(expiry);
      deps.openSockets.dec();
    });
    // A logout committed between the handshake's read and the joins above found no socket to cut:
    // one more look now that the socket is in its rooms closes that gap.
    sessionStands(deps.db, identity).then(
      (stands) => stands || socket.disconnect(true),
      () => socket.disconnect(true),
    );
    socket.on('join', (_requested, ack) => {
      // Joining another user's room is not possible: the room comes from the token.
      void socket.join(room(userId));
      if (typeof ack === 'function')
        void deps.totalUnread(deps.db, userId).then((totalUnreadCount) => ack({ totalUnreadCount }));
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
      try {
        return (await io.in(room(userId)).fetchSockets()).length > 0;
      } catch {
        // Redis is down: nobody can tell, and a mail too many beats a message nobody hears about.
        return false;
      }
    },
    async disconnectUser(userId, options = {}) {
      const sockets = io.in(room(userId));
      (options.exceptSessionId ? sockets.except(sessionRoom(options.exceptSessionId)) : sockets).disconnectSockets(
        true,
      );
    },
    async disconnectSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    pingRedis: redis?.ping,
    async close() {
      closing = true;
      // Each socket's transport is closed, not the socket (`disconnect(true)`): socket.io clients
      // reconnect by themselves after a transport close, not after the server's disconnect, and the
      // web client reloads what it missed when it is back. The HTTP server is not closed here: the
      // caller closes it once the requests in flight have been answered.
      io.engine.close();
      redis?.pub.disconnect();
      redis?.sub.disconnect();
    },
  };
}

/**
 * The Redis adapter fans events out across nodes. While Redis is down each node still serves its own
 * sockets: a publish that fails is dropped (the local emit happens anyway), "who is online" falls back
 * to this node, and questions to other nodes wait at most a second.
 */
function connectAdapter(io: Server<ClientEvents, ServerEvents>, url: string, log: OutageLog) {
  // Auto-pipelining: the publishes of one message (both members' rooms, the unread total) leave in
  // one write.
  const pub = createRedisClient(url, log, 'realtime publish', { enableAutoPipelining: true });
  // The adapter subscribes once, at start: those commands wait for the connection, and ioredis
  // subscribes again after every reconnect.
  const sub = createRedisClient(url, log, 'realtime subscribe', {
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
  // The adapter publishes and (un)subscribes without looking at the answer; a command that Redis
  // refuses, or that a closing connection drops, would be an unhandled rejection.
  ignoreRefusals(pub, ['publish']);
  ignoreRefusals(sub, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe']);
  // Responses to "who is online" go to the asking node's own channel, not to every node.
  io.adapter(createAdapter(pub, sub, { publishOnSpecificResponseChannel: true, requestsTimeout: 1000 }));
  return {
    pub,
    sub,
    ready: () => Promise.all([pub, sub].map((c) => whenReady(c, REDIS_TIMEOUTS.connectMs))),
    ping: async () => void (await Promise.all([pingRedis(pub), pingRedis(sub)])),
  };
}

function ignoreRefusals(
  client: Redis,
  commands: ('publish' | 'subscribe' | 'psubscribe' | 'unsubscribe' | 'punsubscribe')[],
) {
  for (const command of commands) {
    const original = (client[command] as (...args: unknown[]) => Promise<unknown>).bind(client);
    (client as unknown as Record<string, unknown>)[command] = (...args: unknown[]) => original(...args).catch(() => 0);
  }
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
