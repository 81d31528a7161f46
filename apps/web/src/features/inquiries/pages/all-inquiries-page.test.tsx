import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Inbox } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import i18n from '../../../lib/i18n';

const tenant = makeUser({ id: 'tenant-1', role: 'client' });
const now = new Date();

function makeInbox(overrides: Partial<Inbox> = {}): Inbox {
  return {
    id: 'inbox-1',
    subjectType: 'request',
    subjectId: 'req-1',
    direction: 'received',
    otherMember: {
      id: 'landlord-1',
      firstName: 'Viktor',
      lastName: 'Vermieter',
      avatarUrl: null,
      role: 'contractor',
      available: true,
      deleted: false,
    },
    lastMessage: {
      id: 'm1',
      inboxId: 'inbox-1',
      senderId: 'landlord-1',
      message: 'Hallo, meine Wohnung in Köln passt zu Ihrem Gesuch.',
      createdAt: now.toISOString(),
      editedAt: null,
      readAt: null,
    },
    unreadCount: 2,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ...overrides,
  };
}

const sentInbox = makeInbox({
  id: 'inbox-2',
  subjectType: 'property',
  subjectId: 'prop-1',
  direction: 'sent',
  otherMember: {
    id: 'landlord-2',
    firstName: 'Greta',
    lastName: 'Gone',
    avatarUrl: null,
    role: 'contractor',
    available: false,
    deleted: false,
  },
  lastMessage: {
    id: 'm2',
    inboxId: 'inbox-2',
    senderId: 'tenant-1',
    message: 'Ist die Wohnung noch frei?',
    createdAt: '2024-03-05T09:30:00.000Z',
    editedAt: null,
    readAt: null,
  },
  unreadCount: 0,
});

describe('all inquiries', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists conversations with name, subject, last message, time and unread count; tabs ask the API by filter', async () => {
    storeSession('tenant-1');
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 2 }),
      'GET /api/inquiry/inboxes': (request) => {
        const filter = request.url.searchParams.get('filter');
        const items =
          filter === 'sent' ? [sentInbox] : filter === 'received' ? [makeInbox()] : [makeInbox(), sentInbox];
        return json(200, { items, total: items.length, page: 1, limit: 10 });
      },
    });
    const { user, router } = await renderApp('/all-inquiries');

    const list = await screen.findByRole('list', { name: 'Unterhaltungen' });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('href', '/inquiries-thread/request/inbox-1');
    expect(rows[0]).toHaveTextContent('Viktor Vermieter');
    expect(rows[0]).toHaveTextContent('Mietgesuch');
    expect(rows[0]).toHaveTextContent('Hallo, meine Wohnung in Köln passt zu Ihrem Gesuch.');
    expect(rows[0]).toHaveTextContent('2 ungelesene Nachrichten');
    // Today's message shows its clock time, an older one its date.
    expect(rows[0]).toHaveTextContent(/\d{2}:\d{2}/);
    expect(rows[1]).toHaveAttribute('href', '/inquiries-thread/property/inbox-2');
    expect(rows[1]).toHaveTextContent('Greta GoneNutzer nicht verfügbar.');
    expect(rows[1]).toHaveTextContent('Immobilie');
    expect(rows[1]).toHaveTextContent('Du: Ist die Wohnung noch frei?');
    expect(rows[1]).toHaveTextContent('05.03.2024');
    expect(rows[1]).not.toHaveTextContent('ungelesen');
    expect(screen.getByText('2 Unterhaltungen')).toBeInTheDocument();

    // The menu entry carries the live unread total.
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: /Anfragen, 2 ungelesene Nachrichten/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Gesendet' }));
    await vi.waitFor(() => {
      const shown = within(screen.getByRole('list', { name: 'Unterhaltungen' })).getAllByRole('link');
      expect(shown).toHaveLength(1);
      expect(shown[0]).toHaveTextContent('Greta Gone');
    });
    expect(router.state.location.search).toContain('filter=sent');
    const asked = api.to('GET /api/inquiry/inboxes').map((r) => r.url.searchParams.get('filter'));
    expect(asked).toEqual(['all', 'sent']);
  });

  it('shows a member who erased their account as a deleted member with a neutral avatar, not as a blank name', async () => {
    storeSession('tenant-1');
    const erased = makeInbox({
      otherMember: {
        id: '',
        firstName: '',
        lastName: '',
        avatarUrl: null,
        role: 'contractor',
        available: false,
        deleted: true,
      },
    });
    fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 2 }),
      'GET /api/inquiry/inboxes': () => json(200, { items: [erased], total: 1, page: 1, limit: 10 }),
    });
    await renderApp('/all-inquiries');
    const [row] = within(await screen.findByRole('list', { name: 'Unterhaltungen' })).getAllByRole('link');
    expect(row).toHaveTextContent(/^Gelöschtes Mitglied\d{2}:\d{2}Mietgesuch/);
    expect(row).not.toHaveTextContent('nicht verfügbar');
    expect(row).toHaveTextContent('Hallo, meine Wohnung in Köln passt zu Ihrem Gesuch.');

    await i18n.changeLanguage('en');
    expect(await within(row!).findByText('Deleted user')).toBeInTheDocument();
  });

  it('says what to do when there is nothing yet, and shows the server error when the list fails', async () => {
    storeSession('tenant-1');
    let fail = false;
    fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 0 }),
      'GET /api/inquiry/inboxes': () =>
        fail
          ? json(500, { code: 'InternalError', message: 'x' })
          : json(200, { items: [], total: 0, page: 1, limit: 10 }),
    });
    const { user } = await renderApp('/all-inquiries?filter=received');
    expect(await screen.findByRole('heading', { name: 'Du hast noch keine Anfragen erhalten.' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Immobilie suchen' })).toHaveAttribute(
      'href',
      '/properties-list',
    );
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Anfragen' })).toBeInTheDocument();

    fail = true;
    await user.click(screen.getByRole('tab', { name: 'Gesendet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Etwas ist schiefgelaufen. Versuche es erneut.');
  });
});
