import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import type { AppNotification } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

configure({ asyncUtilTimeout: 5000 });

/*
 * socket.io-client is played by a small stand-in (the network library, not our code): the test fires
 * the events the server would send and looks at what the member sees in the top bar.
 */
type Listener = (...args: unknown[]) => void;
class FakeSocket {
  active = false;
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

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'match',
    createdAt: minutesAgo(5),
    readAt: null,
    data: {
      source: 'savedSearch',
      savedSearchId: 'search-1',
      name: 'Berlin Mitte',
      subjectType: 'property',
      subjectId: 'prop-1',
      title: 'Helle 3-Zimmer-Wohnung',
    },
    ...overrides,
  };
}

const message = notification({
  id: '00000000-0000-4000-8000-000000000002',
  type: 'newMessage',
  createdAt: minutesAgo(90),
  readAt: minutesAgo(80),
  data: { inboxId: 'inbox-1', messageId: 'm-1', senderName: 'Viktor Vermieter', preview: 'Gern am Montag' },
});

function serve(unread: number, items: AppNotification[], more: Parameters<typeof fakeApi>[0] = {}) {
  storeSession('tenant-1');
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, makeUser({ id: 'tenant-1' })),
    'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 0 }),
    'GET /api/tenant/all': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    'GET /api/document-access': () => json(200, { items: [] }),
    'GET /api/notifications/unread-count': () => json(200, { unreadNotificationsCount: unread }),
    'GET /api/notifications': () => json(200, { items, total: items.length, page: 1, pageSize: 10 }),
    'POST /api/notifications/read': () => json(200, { unreadNotificationsCount: 0 }),
    ...more,
  });
}

const bell = async (name: string | RegExp) => within(await screen.findByRole('banner')).findByRole('button', { name });

describe('notification bell', () => {
  beforeEach(() => {
    sockets.length = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the unread count in the top bar and follows the live count, with 99+ for many', async () => {
    serve(3, []);
    await renderApp('/my-requests');
    const button = await bell('Benachrichtigungen, 3 ungelesene');
    expect(button.querySelector('[data-notification-badge]')).toHaveTextContent('3');

    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]!.fire('unreadNotificationsCount', { unreadNotificationsCount: 4 }));
    expect(await bell('Benachrichtigungen, 4 ungelesene')).toBe(button);
    act(() => sockets[0]!.fire('unreadNotificationsCount', { unreadNotificationsCount: 120 }));
    await vi.waitFor(() => expect(button.querySelector('[data-notification-badge]')).toHaveTextContent('99+'));
    act(() => sockets[0]!.fire('unreadNotificationsCount', { unreadNotificationsCount: 0 }));
    expect(await bell('Benachrichtigungen')).toBe(button);
    expect(button.querySelector('[data-notification-badge]')).toBeNull();
  });

  it('lists the latest, adds a new one live without asking again, and closes on Escape back to the bell', async () => {
    const api = serve(1, [notification(), message]);
    const { user } = await renderApp('/my-requests', 'en');
    await user.click(await bell('Notifications, 1 unread'));
    const menu = await screen.findByRole('menu');
    const entries = await within(menu).findAllByRole('menuitem', { name: /Berlin Mitte|Viktor/ });
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Unread: New listing for “Berlin Mitte”: Helle 3-Zimmer-Wohnung5 minutes ago',
      'New message from Viktor Vermieter: Gern am Montag2 hours ago',
    ]);

    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    act(() =>
      sockets[0]!.fire(
        'newNotification',
        notification({
          id: '00000000-0000-4000-8000-000000000003',
          type: 'accessRequested',
          createdAt: new Date().toISOString(),
          data: { landlordId: 'landlord-1', landlordName: 'Lena Lang' },
        }),
      ),
    );
    const added = await within(menu).findByRole('menuitem', { name: /Lena Lang/ });
    expect(added).toHaveTextContent('Unread: Lena Lang would like to see your documentsjust now');
    expect(within(menu).getAllByRole('menuitem', { name: /Lena Lang|Berlin Mitte|Viktor/ })[0]).toBe(added);
    expect(api.to('GET /api/notifications')).toHaveLength(1);
    expect(within(menu).getByRole('menuitem', { name: 'See all' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await bell('Notifications, 1 unread')).toHaveFocus();
  });

  it('marks all as read from the dropdown, which stays open with no unread dot left', async () => {
    const api = serve(1, [notification(), message]);
    const { user } = await renderApp('/my-requests');
    await user.click(await bell('Benachrichtigungen, 1 ungelesene'));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText(/^Ungelesen/)).toBeInTheDocument();

    await user.click(within(menu).getByRole('menuitem', { name: 'Alle als gelesen markieren' }));
    await vi.waitFor(() => expect(api.to('POST /api/notifications/read')).toHaveLength(1));
    expect(api.to('POST /api/notifications/read')[0]!.body).toEqual({ all: true });
    // While the menu is open the page behind it is hidden from readers: the bell is the menu's label.
    const trigger = document.getElementById(menu.getAttribute('aria-labelledby')!);
    await vi.waitFor(() => expect(trigger).toHaveAccessibleName('Benachrichtigungen'));
    expect(screen.getByRole('menu')).toBe(menu);
    await vi.waitFor(() => expect(within(menu).queryByText(/^Ungelesen/)).not.toBeInTheDocument());
    expect(menu.querySelector('[data-unread-dot]')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Alle als gelesen markieren' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('opens an entry: marks it read and goes to the listing it is about', async () => {
    const api = serve(1, [notification(), message]);
    const { user, router } = await renderApp('/my-requests');
    await user.click(await bell('Benachrichtigungen, 1 ungelesene'));
    const menu = await screen.findByRole('menu');
    await user.click(await within(menu).findByRole('menuitem', { name: /Berlin Mitte/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/property-details/prop-1'));
    expect(api.to('POST /api/notifications/read')[0]!.body).toEqual({ ids: [notification().id] });
    expect(await bell('Benachrichtigungen')).toBeInTheDocument();
  });

  it('leads a message to its conversation, whose address names the subject', async () => {
    const now = new Date().toISOString();
    const inbox = {
      id: 'inbox-1',
      subjectType: 'property',
      subjectId: 'prop-1',
      direction: 'sent',
      otherMember: {
        id: 'landlord-1',
        firstName: 'Viktor',
        lastName: 'Vermieter',
        avatarUrl: null,
        role: 'contractor',
        available: true,
        deleted: false,
      },
      lastMessage: null,
      unreadCount: 0,
      createdAt: now,
      updatedAt: now,
    };
    serve(0, [message], { 'GET /api/inquiry/thread/inbox-1': () => json(200, { inbox, messages: [] }) });
    const { user, router } = await renderApp('/my-requests');
    await user.click(await bell('Benachrichtigungen'));
    await user.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: /Viktor/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/inquiries-thread/property/inbox-1'));
  });
});
