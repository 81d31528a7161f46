import { io, type Socket } from 'socket.io-client';
import type { ClientEvents, ErrorCode, ServerEvents, User } from '@mietmatch/contract';
// From the schema-free modules: the live connection loads without zod and the schemas.
import { REALTIME_CLIENT_OPTIONS } from '@mietmatch/contract/constants';
import { hasValidPlan } from '@mietmatch/contract/plans';
import { apiRequest } from './api-client';
import { getAccessToken } from './auth-session';

type RealtimeSocket = Socket<ServerEvents, ClientEvents>;

export interface RealtimeCallbacks {
  /** The unread total the server answers to `join` (after every connect and reconnect). */
  onJoined?: (totalUnreadCount: number) => void;
  /** Connected again after a break: whatever happened meanwhile was missed and must be reloaded. */
  onReconnected?: () => void;
}

/** The most refused handshakes in a row we answer with a token refresh before giving up. */
const MAX_AUTH_RETRIES = 5;

/**
 * Refusals a new token does not change (no valid plan, a deactivated account): knocking again would
 * be refused the same way, so the socket stays closed until the member's state changes
 * (`knockIfRefused`) or the member comes back to the tab.
 */
const FINAL_REFUSALS: readonly string[] = ['PaymentRequired', 'Deactivated'] satisfies ErrorCode[];

/**
 * Whether the server's handshake would admit this user (apps/api/src/realtime/handshake.ts): not
 * deactivated, with a valid plan unless an admin. The session itself is the server's to judge.
 */
export function handshakeWouldPass(user: Pick<User, 'role' | 'isDeactivated' | 'paymentExpiresAt'>, now = Date.now()) {
  return !user.isDeactivated && hasValidPlan(user, now);
}

/**
 * The socket of one signed-in user: opened once the user id is known, closed by the returned
 * `close` on logout or when the user changes. This module is imported only by the dashboard, so
 * socket.io-client stays out of the /login bundle.
 */
export function openRealtime(userId: string, callbacks: RealtimeCallbacks = {}) {
  const socket: RealtimeSocket = io({
    path: '/socket.io',
    ...REALTIME_CLIENT_OPTIONS,
    // A WebSocket at once, and long-polling only where one cannot be opened: polling first (socket.io's
    // default) took several requests and their answers on the main thread of a page's first seconds, before
    // the upgrade to the WebSocket that nearly every browser and proxy allows.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    // A function, not a value: every (re)connect reads the token stored at that moment, so a token
    // the API client refreshed meanwhile is used.
    auth: (cb) => cb({ token: getAccessToken() ?? '' }),
    query: { userId },
  });

  let closed = false;
  let connectedBefore = false;
  let authRetries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let refused = false;

  /**
   * Knock again with a token that works: any authenticated call refreshes it on its 401 (one refresh
   * for all callers), then we connect, with the spec's growing delay.
   */
  function knockAgain() {
    if (closed || authRetries >= MAX_AUTH_RETRIES) return;
    authRetries += 1;
    const delay = Math.min(
      REALTIME_CLIENT_OPTIONS.reconnectionDelay * 2 ** (authRetries - 1),
      REALTIME_CLIENT_OPTIONS.reconnectionDelayMax,
    );
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      // The current user: allowed with or without a plan, unlike the feature routes (402).
      void apiRequest(`/auth/current-user?userId=${encodeURIComponent(userId)}`)
        .catch(() => undefined)
        .then(() => {
          // A failed refresh ends the session; the dashboard then closes this socket.
          if (!closed && getAccessToken()) socket.connect();
        });
    }, delay);
  }

  /** After a final refusal only: one new knock, for when what the server refused may have changed. */
  function knockIfRefused() {
    if (!refused || closed) return;
    refused = false;
    authRetries = 0;
    socket.connect();
  }

  // Back in the tab after a final refusal: the member may have chosen a plan or reactivated meanwhile
  // (in another tab, or on another device).
  const onVisible = () => {
    if (document.visibilityState === 'visible') knockIfRefused();
  };
  document.addEventListener('visibilitychange', onVisible);

  socket.on('connect', () => {
    authRetries = 0;
    socket.emit('join', userId, (reply) => callbacks.onJoined?.(reply.totalUnreadCount));
    if (connectedBefore) callbacks.onReconnected?.();
    connectedBefore = true;
  });

  socket.on('connect_error', (err) => {
    // socket.io retries transport failures by itself (`active`); a handshake the server refused
    // (an expired access token) it does not.
    if (socket.active || closed) return;
    if (FINAL_REFUSALS.includes(err.message)) {
      refused = true;
      return;
    }
    knockAgain();
  });

  socket.on('disconnect', (reason) => {
    // The server closes a socket when its access token expires (and when its session ends); socket.io
    // does not reconnect after that by itself. With a refreshed token we are back; an ended session
    // fails the refresh, and the dashboard closes this socket.
    if (reason === 'io server disconnect') knockAgain();
  });

  return {
    socket,
    /** The member's plan or account changed so that the handshake would now pass: connect at once. */
    knockIfRefused,
    close() {
      closed = true;
      clearTimeout(retryTimer);
      document.removeEventListener('visibilitychange', onVisible);
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}

export type RealtimeConnection = ReturnType<typeof openRealtime>;
