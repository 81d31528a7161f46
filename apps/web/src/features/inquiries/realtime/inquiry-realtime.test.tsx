import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { currentUserKey } from '../../../lib/current-user';
import { resetApiClientForTests, setSessionEndedHandler } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';

/*
 * socket.io-client is played by a small stand-in (the network library, not our code): the test fires
 * the refusal the server's handshake would cause and sees whether the live connection knocks again
 * when the member's state changes in this tab.
 */
type Listener = (...args: unknown[]) => void;
class FakeSocket {
  active = false;
  connects = 0;
  disconnects = 0;
  private listeners = new Map<string, Listener[]>();
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
    this.disconnects += 1;
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

const { InquiryRealtime } = await import('./inquiry-realtime');

const past = '2020-01-01T00:00:00.000Z';
const refusal = (code: string) => Object.assign(new Error(code), { data: { code } });

function renderRealtime(userId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <InquiryRealtime userId={userId} /> }], {
    initialEntries: ['/my-requests'],
  });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // TanStack Query tells its observers on the next tick: wait for that render before looking.
  const setUser = (user: User) =>
    act(async () => {
      client.setQueryData(currentUserKey(userId), user);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  return { setUser, view };
}

describe('live connection and the member’s state', () => {
  beforeEach(() => {
    resetApiClientForTests();
    setSessionEndedHandler(() => {});
    sockets.length = 0;
    storeSession('user-1', 'access-1');
  });
  afterEach(() => resetApiClientForTests());

  it('opens the socket in a task after the page is drawn, and not for a page left before that', async () => {
    const user = makeUser();
    fakeApi({ 'GET /api/auth/current-user': () => json(200, user) });
    const { view } = renderRealtime('user-1');
    // The page has been committed and its effects have run: the socket waits for a task of its own.
    expect(sockets).toHaveLength(0);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    view.unmount();
    expect(sockets[0]?.disconnects).toBe(1);

    renderRealtime('user-1').view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sockets).toHaveLength(1);
  });

  it('connects at once when a plan is chosen in this tab after a PaymentRequired refusal', async () => {
    const withoutPlan = makeUser({ paymentExpiresAt: past });
    fakeApi({ 'GET /api/auth/current-user': () => json(200, withoutPlan) });
    const { setUser, view } = renderRealtime('user-1');
    await setUser(withoutPlan);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    act(() => socket.fire('connect_error', refusal('PaymentRequired')));
    expect(socket.connects).toBe(0);

    // What the checkout's return (or the free plan) does: the current user is loaded again.
    await setUser(makeUser());
    expect(socket.connects).toBe(1);
    // One socket for the member, not a second one.
    expect(sockets).toHaveLength(1);

    view.unmount();
    expect(socket.disconnects).toBe(1);
  });

  it('connects at once when the account is reactivated in this tab after a Deactivated refusal', async () => {
    const deactivated = makeUser({ isDeactivated: true });
    fakeApi({ 'GET /api/auth/current-user': () => json(200, deactivated) });
    const { setUser, view } = renderRealtime('user-1');
    await setUser(deactivated);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    act(() => socket.fire('connect_error', refusal('Deactivated')));

    // A change the handshake would still refuse (a new plan while deactivated) does not knock.
    await setUser({ ...deactivated, planId: 'basic-6' });
    expect(socket.connects).toBe(0);

    await setUser(makeUser());
    expect(socket.connects).toBe(1);
    view.unmount();
  });

  describe('a connection lost for a while', () => {
    afterEach(() => vi.useRealTimers());

    async function connected() {
      await i18n.changeLanguage('en');
      const user = makeUser();
      fakeApi({ 'GET /api/auth/current-user': () => json(200, user) });
      const { setUser, view } = renderRealtime('user-1');
      await setUser(user);
      await vi.waitFor(() => expect(sockets).toHaveLength(1));
      vi.useFakeTimers();
      return { socket: sockets[0]!, view };
    }

    it('says "Failed to communicate." once, after 5 s without a connection, and goes when it is back', async () => {
      const { socket, view } = await connected();
      socket.active = true; // socket.io keeps trying by itself after a network failure
      act(() => socket.fire('connect_error', new Error('xhr poll error')));
      act(() => vi.advanceTimersByTime(2000));
      act(() => socket.fire('connect_error', new Error('xhr poll error')));
      act(() => vi.advanceTimersByTime(2999));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('status')).toHaveTextContent('Failed to communicate.');
      act(() => socket.fire('connect_error', new Error('xhr poll error')));
      expect(screen.getAllByRole('status')).toHaveLength(1);

      act(() => socket.fire('connect'));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      view.unmount();
    });

    it('does not show it for a short break or for the member closing the tab', async () => {
      const { socket, view } = await connected();
      act(() => socket.fire('disconnect', 'transport close'));
      act(() => vi.advanceTimersByTime(3000));
      act(() => socket.fire('connect'));
      act(() => vi.advanceTimersByTime(10_000));
      act(() => socket.fire('disconnect', 'io client disconnect'));
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      view.unmount();
    });

    it('does not show it for a refused handshake, which is no network failure', async () => {
      const { socket, view } = await connected();
      socket.active = false;
      act(() => socket.fire('connect_error', refusal('PaymentExpired')));
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      view.unmount();
    });
  });
});
