import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { AppNotification } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

configure({ asyncUtilTimeout: 5000 });

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** 12 entries, newest first; every third is still unread. */
const all: AppNotification[] = Array.from({ length: 12 }, (_, i) => ({
  id: id(i + 1),
  type: 'accessAnswered',
  createdAt: hoursAgo(i + 1),
  readAt: i % 3 === 0 ? null : hoursAgo(i),
  data: { tenantId: `tenant-${i + 1}`, tenantName: `Mieterin ${i + 1}`, status: 'granted' },
}));

function serve() {
  storeSession('landlord-1');
  let items = all.map((item) => ({ ...item }));
  const unread = () => items.filter((item) => !item.readAt).length;
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, makeUser({ id: 'landlord-1', role: 'contractor' })),
    'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 0 }),
    'GET /api/notifications/unread-count': () => json(200, { unreadNotificationsCount: unread() }),
    'GET /api/notifications': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const shown = url.searchParams.get('unread') === 'true' ? items.filter((item) => !item.readAt) : items;
      return json(200, {
        items: shown.slice((page - 1) * pageSize, page * pageSize),
        total: shown.length,
        page,
        pageSize,
      });
    },
    'POST /api/notifications/read': ({ body }) => {
      const { ids, all: every } = body as { ids?: string[]; all?: true };
      items = items.map((item) =>
        every || ids?.includes(item.id) ? { ...item, readAt: item.readAt ?? new Date().toISOString() } : item,
      );
      return json(200, { unreadNotificationsCount: unread() });
    },
  });
}

const rows = () => within(screen.getByRole('list', { name: /Benachrichtigung/ })).getAllByRole('listitem');

describe('/notifications', () => {
  afterEach(() => vi.restoreAllMocks());

  it('pages through every entry and filters the unread ones', async () => {
    const api = serve();
    const { user } = await renderApp('/notifications');
    expect(await screen.findByRole('button', { name: /Mieterin 1 hat dir Zugriff/ })).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('1–10 von 12', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Nächste Seite/ }));
    expect(await screen.findByRole('button', { name: /Mieterin 11 hat/ })).toBeInTheDocument();
    expect(rows()).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: /Ungelesen/ }));
    expect(await screen.findByRole('button', { name: /Mieterin 4 hat/ })).toBeInTheDocument();
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ungelesen: Mieterin 1 hat'),
      expect.stringContaining('Ungelesen: Mieterin 4 hat'),
      expect.stringContaining('Ungelesen: Mieterin 7 hat'),
      expect.stringContaining('Ungelesen: Mieterin 10 hat'),
    ]);
    expect(api.to('GET /api/notifications').at(-1)!.url.searchParams.get('unread')).toBe('true');
    expect(api.to('GET /api/notifications').at(-1)!.url.searchParams.get('page')).toBe('1');
  });

  it('marks one entry read, then all, and shows the empty state of the unread filter', async () => {
    const api = serve();
    const { user } = await renderApp('/notifications?filter=unread');
    await screen.findByRole('button', { name: /Mieterin 4 hat/ });
    expect(await screen.findByRole('tab', { name: 'Ungelesen (4)' })).toBeInTheDocument();

    await user.click(within(rows()[1]!).getByRole('button', { name: 'Als gelesen markieren' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Mieterin 4 hat/ })).not.toBeInTheDocument());
    expect(api.to('POST /api/notifications/read')[0]!.body).toEqual({ ids: [id(4)] });
    expect(await screen.findByRole('tab', { name: 'Ungelesen (3)' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Benachrichtigungen, 3 ungelesene' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Alle als gelesen markieren' }));
    expect(await screen.findByText('Alle Benachrichtigungen sind gelesen')).toBeInTheDocument();
    expect(api.to('POST /api/notifications/read')[1]!.body).toEqual({ all: true });
    expect(await screen.findByRole('heading', { name: 'Keine ungelesenen Benachrichtigungen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeDisabled();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Benachrichtigungen' })).toBeInTheDocument();
  });

  it('opens an answered document request at the tenant’s requests and marks it read', async () => {
    const api = serve();
    const { user, router } = await renderApp('/notifications', 'en');
    await user.click(await screen.findByRole('button', { name: /Mieterin 1 gave you access/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user-profile/tenant-1'));
    expect(router.state.location.hash).toBe('#requests');
    expect(api.to('POST /api/notifications/read')[0]!.body).toEqual({ ids: [id(1)] });
  });
});
