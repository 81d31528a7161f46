import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Inbox, Message } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

/*
 * socket.io-client is played by a small stand-in (the network library, not our code). When a node
 * shuts down it closes its sockets' transports; socket.io reconnects by itself (to another node behind
 * the load balancer), and events sent meanwhile were never delivered: the open thread must show them.
 */
type Listener = (...args: unknown[]) => void;
class FakeSocket {
  active = true;
  private listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit() {
    return this;
  }
  connect() {
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
}
const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

const now = new Date().toISOString();
const landlord = makeUser({ id: 'landlord-1', role: 'contractor', firstName: 'Volker', lastName: 'Vermieter' });

function message(id: string, senderId: string, text: string): Message {
  return { id, inboxId: 'inbox-1', senderId, message: text, createdAt: now, editedAt: null, readAt: null };
}

const inbox: Inbox = {
  id: 'inbox-1',
  subjectType: 'request',
  subjectId: 'req-1',
  direction: 'sent',
  otherMember: {
    id: 'tenant-1',
    firstName: 'Mara',
    lastName: 'Schneider',
    avatarUrl: null,
    role: 'client',
    available: true,
    deleted: false,
  },
  lastMessage: null,
  unreadCount: 0,
  createdAt: now,
  updatedAt: now,
};

describe('an open thread when the live connection comes back', () => {
  beforeEach(() => {
    sockets.length = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the messages sent while the connection was away', async () => {
    const messages = [message('m1', 'landlord-1', 'Wann passt Ihnen eine Besichtigung?')];
    storeSession('landlord-1');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 0 }),
      'GET /api/inquiry/thread/inbox-1': () => json(200, { inbox, messages }),
      'POST /api/inquiry/mark-as-read/inbox-1': () => json(200, { totalUnreadCount: 0 }),
    });
    await renderApp('/inquiries-thread/request/inbox-1');
    const log = await screen.findByRole('log', { name: 'Nachrichten' });
    await within(log).findByText('Wann passt Ihnen eine Besichtigung?');
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    act(() => socket.fire('connect'));

    // The node shuts down; the other member writes while the socket finds its way to another node.
    act(() => socket.fire('disconnect', 'transport close'));
    messages.push(message('m2', 'tenant-1', 'Am Montag um 18 Uhr.'));
    act(() => socket.fire('connect'));

    expect(await within(log).findByText('Am Montag um 18 Uhr.')).toBeInTheDocument();
    expect(sockets).toHaveLength(1);
  });
});
