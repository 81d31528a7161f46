import { io, type Socket } from 'socket.io-client';
import { REALTIME_CLIENT_OPTIONS, type ClientEvents, type ServerEvents } from '@mietmatch/contract';
import { apiRequest } from './api-client';
import { getAccessToken } from './auth-session';

export type RealtimeSocket = Socket<ServerEvents, ClientEvents>;

export interface RealtimeCallbacks {
  /** The unread total the server answers to `join` (after every connect and reconnect). */
  onJoined?: (totalUnreadCount: number) => void;
  /** Connected again after a break: whatever happened meanwhile was missed and must be reloaded. */
  onReconnected?: () => void;
}

/** The most refused handshakes in a row we answer with a token refresh before giving up. */
const MAX_AUTH_RETRIES = 5;

/**
 * The socket of one signed-in user: opened once the user id is known, closed by the returned
 * `close` on logout or when the user changes. This module is imported only by the dashboard, so
 * socket.io-client stays out of the /login bundle.
 */
export function openRealtime(userId: string, callbacks: RealtimeCallbacks = {}) {
  const socket: RealtimeSocket = io({
    path: '/socket.io',
    ...REALTIME_CLIENT_OPTIONS,
    // A function, not a value: every (re)connect reads the token stored at that moment, so a token
    // the API client refreshed meanwhile is used.
    auth: (cb) => cb({ token: getAccessToken() ?? '' }),
    query: { userId },
  });

  let closed = false;
  let connectedBefore = false;
  let authRetries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  socket.on('connect', () => {
    authRetries = 0;
    socket.emit('join', userId, (reply) => callbacks.onJoined?.(reply.totalUnreadCount));
    if (connectedBefore) callbacks.onReconnected?.();
    connectedBefore = true;
  });

  socket.on('connect_error', () => {
    // socket.io retries transport failures by itself (`active`); a handshake the server refused
    // (an expired access token) it does not. Any authenticated call refreshes the token on its 401
    // (one refresh for all callers); then we knock again, with the spec's growing delay.
    if (socket.active || closed || authRetries >= MAX_AUTH_RETRIES) return;
    authRetries += 1;
    const delay = Math.min(REALTIME_CLIENT_OPTIONS.reconnectionDelay * 2 ** (authRetries - 1), REALTIME_CLIENT_OPTIONS.reconnectionDelayMax);
    retryTimer = setTimeout(() => {
      // The current user: allowed with or without a plan, unlike the feature routes (402).
      void apiRequest(`/auth/current-user?userId=${encodeURIComponent(userId)}`)
        .catch(() => undefined)
        .then(() => {
          // A failed refresh ends the session; the dashboard then closes this socket.
          if (!closed && getAccessToken()) socket.connect();
        });
    }, delay);
  });

  return {
    socket,
    close() {
      closed = true;
      clearTimeout(retryTimer);
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}

export type RealtimeConnection = ReturnType<typeof openRealtime>;
