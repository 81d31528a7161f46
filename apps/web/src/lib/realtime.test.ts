import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, makeUser, storeSession } from '../../test/fake-api';
import { resetApiClientForTests, setSessionEndedHandler } from './api-client';

/*
 * socket.io-client is played by a small stand-in (the network library, not our code): the test fires
 * what the server would make the library report, and sees what our client does about it. The token
 * refresh runs for real against the fake API.
 */
type Listener = (...args: unknown[]) => void;
class FakeSocket {
  active = false;
  connects = 0;
  auth: (cb: (data: object) => void) => void;
  private listeners = new Map<string, Listener[]>();
  constructor(options: { auth: (cb: (data: object) => void) => void }) {
    this.auth = options.auth;
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit() {
    return this;
  }
  connect() {
    this.connects += 1;
    return this;
  }
  disconnect() {
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  /** The token the next handshake would carry. */
  token() {
    let token: unknown;
    this.auth((data) => (token = (data as { token: string }).token));
    return token;
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: (options: { auth: (cb: (data: object) => void) => void }) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  },
}));

const { handshakeWouldPass, openRealtime } = await import('./realtime');

describe('realtime client', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    resetApiClientForTests();
    setSessionEndedHandler(() => {});
    sockets.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    resetApiClientForTests();
  });

  it('comes back with a refreshed token when the server closes the socket at the token’s expiry', async () => {
    storeSession('user-1', 'expired-access');
    const api = fakeApi({
      'GET /api/auth/current-user': ({ headers }) =>
        headers.Authorization === 'Bearer fresh-access'
          ? json(200, makeUser())
          : json(401, { code: 'Unauthorized', message: 'Invalid or missing token.' }),
      'POST /api/auth/refresh': () => json(200, { access_token: 'fresh-access', refresh_token: 'refresh-2' }),
    });
    const connection = openRealtime('user-1');
    const socket = sockets[0]!;
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect');
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(socket.connects).toBe(1));
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(socket.token()).toBe('fresh-access');
    connection.close();
  });

  it('does not knock again after a refusal for an ended plan, until the member returns to the tab', async () => {
    storeSession('user-1', 'access-1');
    const api = fakeApi({ 'GET /api/auth/current-user': () => json(200, makeUser()) });
    const connection = openRealtime('user-1');
    const socket = sockets[0]!;
    socket.fire('connect_error', Object.assign(new Error('PaymentRequired'), { data: { code: 'PaymentRequired' } }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.connects).toBe(0);
    expect(api.requests).toHaveLength(0);

    document.dispatchEvent(new Event('visibilitychange'));
    expect(socket.connects).toBe(1);
    // Refused again: still no loop.
    socket.fire('connect_error', Object.assign(new Error('PaymentRequired'), { data: { code: 'PaymentRequired' } }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.connects).toBe(1);
    connection.close();
  });

  it('knocks again at once when told the refused state has changed, and only after a refusal', async () => {
    storeSession('user-1', 'access-1');
    fakeApi({ 'GET /api/auth/current-user': () => json(200, makeUser()) });
    const connection = openRealtime('user-1');
    const socket = sockets[0]!;
    // Not refused: socket.io is already connecting by itself, a second knock would only duplicate it.
    connection.knockIfRefused();
    expect(socket.connects).toBe(0);

    socket.fire('connect_error', Object.assign(new Error('Deactivated'), { data: { code: 'Deactivated' } }));
    connection.knockIfRefused();
    expect(socket.connects).toBe(1);
    connection.knockIfRefused();
    expect(socket.connects).toBe(1);

    connection.close();
    socket.fire('connect_error', Object.assign(new Error('Deactivated'), { data: { code: 'Deactivated' } }));
    connection.knockIfRefused();
    expect(socket.connects).toBe(1);
  });

  it('admits what the server admits: not deactivated, with a valid plan unless an admin', () => {
    const past = '2020-01-01T00:00:00.000Z';
    expect(handshakeWouldPass(makeUser())).toBe(true);
    expect(handshakeWouldPass(makeUser({ paymentExpiresAt: past }))).toBe(false);
    expect(handshakeWouldPass(makeUser({ paymentExpiresAt: null }))).toBe(false);
    expect(handshakeWouldPass(makeUser({ isDeactivated: true }))).toBe(false);
    expect(handshakeWouldPass(makeUser({ role: 'admin', paymentExpiresAt: null }))).toBe(true);
  });

  it('still refreshes and knocks again when the handshake is refused for an expired token', async () => {
    storeSession('user-1', 'access-1');
    fakeApi({ 'GET /api/auth/current-user': () => json(200, makeUser()) });
    const connection = openRealtime('user-1');
    const socket = sockets[0]!;
    socket.fire('connect_error', new Error('Unauthorized'));
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(socket.connects).toBe(1));
    connection.close();
  });
});
