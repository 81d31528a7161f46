import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Inbox } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { makeRequest } from '../../../../test/fixtures/request';

const landlord = makeUser({ id: 'landlord-1', role: 'contractor', firstName: 'Volker', lastName: 'Vermieter' });
const tenantRequest = makeRequest({ id: 'req-7', userId: 'tenant-9', fileAccess: 'none' });
const now = new Date().toISOString();

const inbox: Inbox = {
  id: 'inbox-9',
  subjectType: 'request',
  subjectId: 'req-7',
  direction: 'sent',
  otherMember: {
    id: 'tenant-9',
    firstName: 'Anna',
    lastName: 'Berg',
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
const firstMessage = {
  id: 'm1',
  inboxId: 'inbox-9',
  senderId: 'landlord-1',
  message: 'Guten Tag',
  createdAt: now,
  editedAt: null,
  readAt: null,
};

function serve(existing: boolean) {
  storeSession('landlord-1');
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, landlord),
    'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 0 }),
    'GET /api/tenant/req-7': () => json(200, tenantRequest),
    'GET /api/favorites/requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    'GET /api/inquiry/inbox-for': () =>
      existing ? json(200, { inboxId: 'inbox-9' }) : json(404, { code: 'NotFound', message: 'Not found.' }),
    'POST /api/inquiry/create-inbox': () => json(200, { inbox, message: firstMessage }),
    'GET /api/inquiry/thread/inbox-9': () => json(200, { inbox, messages: [firstMessage] }),
    'POST /api/inquiry/mark-as-read/inbox-9': () => json(200, { totalUnreadCount: 0 }),
  });
}

describe('send inquiry', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the existing conversation directly, asking the server once instead of paging through the inboxes', async () => {
    const api = serve(true);
    const { user, router } = await renderApp('/tenant-request-details/req-7');
    await user.click(await screen.findByRole('button', { name: 'Anfrage senden' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/inquiries-thread/request/inbox-9'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [lookup, ...more] = api.to('GET /api/inquiry/inbox-for');
    expect(more).toHaveLength(0);
    expect(Object.fromEntries(lookup!.url.searchParams)).toEqual({
      recipientId: 'tenant-9',
      subjectType: 'request',
      subjectId: 'req-7',
    });
    expect(api.to('GET /api/inquiry/inboxes')).toHaveLength(0);
    expect(api.to('POST /api/inquiry/create-inbox')).toHaveLength(0);
  });

  it('asks for the first message when there is no conversation yet, then starts one', async () => {
    const api = serve(false);
    const { user, router } = await renderApp('/tenant-request-details/req-7');
    await user.click(await screen.findByRole('button', { name: 'Anfrage senden' }));

    const dialog = await screen.findByRole('dialog', { name: 'Anfrage an Anna Berg senden' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Deine Nachricht' }), 'Guten Tag');
    await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/inquiries-thread/request/inbox-9'));
    expect(api.to('POST /api/inquiry/create-inbox')[0]!.body).toEqual({
      recipientId: 'tenant-9',
      subjectType: 'request',
      subjectId: 'req-7',
      message: 'Guten Tag',
    });
    expect(api.to('GET /api/inquiry/inboxes')).toHaveLength(0);
  });
});
