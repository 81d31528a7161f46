import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { Inbox, Message, ViewingSlot } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { makeProperty } from '../../../../test/fixtures/property';
import { makeRequest } from '../../../../test/fixtures/request';
import { renderApp } from '../../../../test/render-app';

// Pages load lazily; on a busy machine the first render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const landlord = makeUser({ id: 'landlord-1', role: 'contractor', firstName: 'Jonas', lastName: 'Becker' });
const tenant = makeUser({ id: 'tenant-1', role: 'client', firstName: 'Mara', lastName: 'Schneider' });
const now = new Date().toISOString();
const inTwoDays = (hour: number) => {
  const at = new Date(Date.now() + 2 * 24 * 3600 * 1000);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
};

const slot = (id: string, hour: number): ViewingSlot => ({
  id,
  propertyId: 'prop-1',
  startsAt: inTwoDays(hour),
  endsAt: inTwoDays(hour).replace(':00:00', ':30:00'),
  capacity: 1,
  booked: 0,
  note: null,
  bookings: [],
});

function inboxAbout(subjectType: Inbox['subjectType'], subjectId: string, other: Inbox['otherMember']): Inbox {
  return {
    id: 'inbox-1',
    subjectType,
    subjectId,
    direction: 'received',
    otherMember: other,
    lastMessage: null,
    unreadCount: 0,
    createdAt: now,
    updatedAt: now,
  };
}
const member = (user: typeof tenant) => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  avatarUrl: null,
  role: user.role,
  available: true,
  deleted: false,
});

const message = (id: string, senderId: string, text: string, viewing?: Message['viewing']): Message => ({
  id,
  inboxId: 'inbox-1',
  senderId,
  message: text,
  createdAt: now,
  editedAt: null,
  readAt: null,
  ...(viewing ? { viewing } : {}),
});

const invitation = (propertyId: string, tenantId: string) => ({
  id: 'inv-1',
  propertyId,
  tenantId,
  landlordId: 'landlord-1',
  message: null,
  createdAt: now,
  property: {
    id: propertyId,
    title: 'Altbau',
    address: '',
    postalCode: '50674',
    city: 'Köln',
    district: null,
    addressHidden: true,
  },
  landlord: { id: 'landlord-1', firstName: 'Jonas', lastName: 'Becker', avatarUrl: null },
  bookingId: null,
  openSlots: 2,
});

const toastText = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' });

describe('viewings in threads, matches and requests', () => {
  afterEach(() => vi.restoreAllMocks());

  it('in a conversation about the listing, the landlord invites the tenant; viewing steps show as cards', async () => {
    storeSession('landlord-1');
    const booked = {
      event: 'booked' as const,
      propertyId: 'prop-1',
      bookingId: 'b-1',
      startsAt: '2026-12-01T16:00:00.000Z',
      endsAt: '2026-12-01T16:30:00.000Z',
      reason: null,
    };
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 0 }),
      'GET /api/inquiry/thread/inbox-1': () =>
        json(200, {
          inbox: inboxAbout('property', 'prop-1', member(tenant)),
          messages: [
            message('m1', 'tenant-1', 'Kann ich die Wohnung ansehen?'),
            message('m2', 'tenant-1', 'Besichtigung gebucht: Di., 1. Dez. 2026, 17:00–17:30', booked),
          ],
        }),
      'POST /api/inquiry/mark-as-read/inbox-1': () => json(200, { totalUnreadCount: 0 }),
      'GET /api/landlord/prop-1': () => json(200, makeProperty({ id: 'prop-1', listedBy: 'landlord-1' })),
      'GET /api/properties/prop-1/viewing-slots': () => json(200, { items: [slot('s1', 15), slot('s2', 16)] }),
      'POST /api/viewings/invitations': () => json(201, invitation('prop-1', 'tenant-1')),
    });
    const { user } = await renderApp('/inquiries-thread/property/inbox-1');

    const log = await screen.findByRole('log', { name: 'Nachrichten' });
    const card = within(log).getByText('Besichtigung gebucht').closest('li')!;
    expect(card).toHaveTextContent('17:00 – 17:30 Uhr');
    // The card replaces the plain text, which is only for clients that know no cards.
    expect(within(log).queryByText(/Di\., 1\. Dez\. 2026, 17:00–17:30/)).not.toBeInTheDocument();

    const region = screen.getByRole('region', { name: 'Besichtigung' });
    await user.click(within(region).getByRole('button', { name: 'Zur Besichtigung einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zur Besichtigung einladen' });
    expect(await within(dialog).findByText('2 freie Termine stehen zur Wahl.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(await toastText('Einladung gesendet')).toBeInTheDocument();
    expect(api.to('POST /api/viewings/invitations')[0]!.body).toEqual({ propertyId: 'prop-1', tenantId: 'tenant-1' });
  }, 20_000);

  it('a tenant gets no invite action, and chooses a slot from the invitation card', async () => {
    storeSession('tenant-1');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 0 }),
      'GET /api/inquiry/thread/inbox-1': () =>
        json(200, {
          inbox: inboxAbout('property', 'prop-1', member(landlord)),
          messages: [
            message('m1', 'landlord-1', 'Einladung zur Besichtigung', {
              event: 'invited',
              propertyId: 'prop-1',
              bookingId: null,
              startsAt: null,
              endsAt: null,
              reason: null,
            }),
          ],
        }),
      'POST /api/inquiry/mark-as-read/inbox-1': () => json(200, { totalUnreadCount: 0 }),
      'GET /api/landlord/prop-1': () => json(200, makeProperty({ id: 'prop-1', listedBy: 'landlord-1' })),
    });
    await renderApp('/inquiries-thread/property/inbox-1', 'en');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByRole('link', { name: 'Choose a slot' })).toHaveAttribute(
      'href',
      '/properties/prop-1/book-viewing',
    );
    expect(screen.queryByRole('button', { name: 'Invite to a viewing' })).not.toBeInTheDocument();
  }, 20_000);

  it("on a tenant's request, the landlord chooses one of their listings (not a deactivated one) and invites", async () => {
    storeSession('landlord-1');
    const listings = [
      makeProperty({ id: 'prop-1', listedBy: 'landlord-1', title: 'Altbau am Park' }),
      makeProperty({ id: 'prop-2', listedBy: 'landlord-1', title: 'Loft am Hafen' }),
      makeProperty({ id: 'prop-3', listedBy: 'landlord-1', title: 'Alte Mühle', status: 'deactivated' }),
    ];
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/tenant/req-7': () => json(200, makeRequest({ id: 'req-7', userId: 'tenant-9', fileAccess: 'none' })),
      'GET /api/favorites/requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      'GET /api/landlord/filter': () => json(200, { items: listings, total: 3, page: 1, pageSize: 50, fallback: null }),
      'GET /api/properties/prop-2/viewing-slots': () => json(200, { items: [slot('s1', 15)] }),
      'POST /api/viewings/invitations': () => json(201, invitation('prop-2', 'tenant-9')),
    });
    const { user } = await renderApp('/tenant-request-details/req-7', 'en');
    const region = await screen.findByRole('region', { name: 'Viewing' });
    const select = await within(region).findByRole('combobox', { name: 'Property' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Altbau am Park', 'Loft am Hafen']);
    expect(api.to('GET /api/landlord/filter')[0]!.url.searchParams.get('listedBy')).toBe('landlord-1');
    await user.selectOptions(select, 'prop-2');
    await user.click(within(region).getByRole('button', { name: 'Invite to a viewing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to a viewing' });
    await user.click(await within(dialog).findByRole('button', { name: 'Send invitation' }));
    expect(await toastText('Invitation sent')).toBeInTheDocument();
    expect(api.to('POST /api/viewings/invitations')[0]!.body).toEqual({ propertyId: 'prop-2', tenantId: 'tenant-9' });
  }, 20_000);

  it("on the listing's matches, each matching tenant can be invited", async () => {
    storeSession('landlord-1');
    const match = {
      score: 82,
      reasons: [],
      request: { ...makeRequest({ id: 'req-7', userId: 'tenant-9' }), distanceKm: 1.2, topPlacement: false },
    };
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 0 }),
      'GET /api/landlord/prop-1': () => json(200, makeProperty({ id: 'prop-1', listedBy: 'landlord-1' })),
      'GET /api/matches/properties/prop-1': () => json(200, { items: [match], total: 1, page: 1, pageSize: 10 }),
      'GET /api/properties/prop-1/viewing-slots': () => json(200, { items: [slot('s1', 15)] }),
      'POST /api/viewings/invitations': () => json(201, invitation('prop-1', 'tenant-9')),
    });
    const { user } = await renderApp('/property-details/prop-1/matches', 'en');
    await user.click(await screen.findByRole('button', { name: 'Invite to a viewing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to a viewing' });
    await user.click(await within(dialog).findByRole('button', { name: 'Send invitation' }));
    expect(await toastText('Invitation sent')).toBeInTheDocument();
    expect(api.to('POST /api/viewings/invitations')[0]!.body).toEqual({ propertyId: 'prop-1', tenantId: 'tenant-9' });
  }, 20_000);
});
