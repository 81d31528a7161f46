import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { Inbox, MatchReason } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { makeProperty } from '../../../../test/fixtures/property';
import { makeRequest } from '../../../../test/fixtures/request';
import { renderApp } from '../../../../test/render-app';

configure({ asyncUtilTimeout: 5000 });

const landlord = makeUser({ id: 'landlord-1', role: 'contractor', firstName: 'Viktor', lastName: 'Vermieter' });
const property = makeProperty({ id: 'prop-1', listedBy: 'landlord-1' });

const reason = (
  criterion: MatchReason['criterion'],
  fits: boolean,
  points: number,
  maxPoints: number,
  detail: string,
) => ({ criterion, fits, points, maxPoints, detail }) satisfies MatchReason;

const best = {
  score: 82,
  reasons: [
    reason('area', true, 20, 20, '10115 Berlin, 1,2 km entfernt'),
    reason('rent', true, 25, 25, '1.250 € warm, Budget 1.300 €'),
    reason('pets', false, 0, 7, 'Haustiere nicht erlaubt, Katze gewünscht'),
  ],
  request: {
    ...makeRequest({ id: 'req-7', userId: 'tenant-9', firstName: 'Anna', lastName: 'Berg' }),
    distanceKm: 1.2,
    topPlacement: false,
  },
};
const second = {
  score: 47,
  reasons: [reason('area', true, 12, 20, '14 km entfernt')],
  request: {
    ...makeRequest({ id: 'req-8', userId: 'tenant-8', firstName: 'Bo', lastName: 'Chen' }),
    distanceKm: 14,
    topPlacement: true,
  },
};

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

function serve(items: (typeof best)[]) {
  storeSession('landlord-1');
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, landlord),
    'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 0 }),
    'GET /api/notifications/unread-count': () => json(200, { unreadNotificationsCount: 0 }),
    'GET /api/landlord/prop-1': () => json(200, property),
    'GET /api/matches/properties/prop-1': ({ url }) =>
      json(200, { items, total: items.length, page: Number(url.searchParams.get('page')), pageSize: 10 }),
    'GET /api/inquiry/inbox-for': () => json(404, { code: 'NotFound', message: 'Not found.' }),
    'POST /api/inquiry/create-inbox': () =>
      json(200, {
        inbox,
        message: {
          id: 'm1',
          inboxId: 'inbox-9',
          senderId: 'landlord-1',
          message: 'Hallo',
          createdAt: now,
          editedAt: null,
          readAt: null,
        },
      }),
  });
}

describe('matching requests of a landlord’s property', () => {
  afterEach(() => vi.restoreAllMocks());

  it('ranks the requests with their score and a reason per criterion', async () => {
    const api = serve([best, second]);
    await renderApp('/property-details/prop-1/matches');
    const list = await screen.findByRole('list', { name: 'Treffer nach Übereinstimmung' });
    expect(screen.getByRole('heading', { level: 2, name: property.title })).toBeInTheDocument();
    expect(screen.getByText('2 Treffer')).toBeInTheDocument();
    const [first, next] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(within(first!).getByRole('link', { name: 'Anna Berg' })).toHaveAttribute(
      'href',
      '/tenant-request-details/req-7',
    );
    expect(within(first!).getByText('Übereinstimmung: 82 von 100 Punkten')).toBeInTheDocument();
    expect(within(first!).getByText('Platz 1')).toBeInTheDocument();
    const reasons = within(first!).getByRole('list', { name: 'Kriterien' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Passt: Lage und Entfernung10115 Berlin, 1,2 km entfernt20/2020 von 20 Punkten',
      'Passt: Warmmiete und Budget1.250 € warm, Budget 1.300 €25/2525 von 25 Punkten',
      'Passt nicht: HaustiereHaustiere nicht erlaubt, Katze gewünscht0/70 von 7 Punkten',
    ]);
    expect(within(next!).getByText('Übereinstimmung: 47 von 100 Punkten')).toBeInTheDocument();
    expect(within(next!).getByText('Platz 2')).toBeInTheDocument();
    expect(api.to('GET /api/matches/properties/prop-1')[0]!.url.searchParams.get('pageSize')).toBe('10');
  });

  it('explains the score with the contract’s points', async () => {
    serve([best]);
    const { user } = await renderApp('/property-details/prop-1/matches', 'en');
    await user.click(await screen.findByText('How the score works'));
    const table = screen.getByRole('table', { name: 'Criteria and their points' });
    expect(within(table).getByRole('row', { name: 'Warm rent and budget up to 25 points' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Location and distance up to 20 points' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(12);
    expect(screen.getByText(/at most 10% above the budget/)).toBeInTheDocument();
    expect(screen.getByText('Among equal scores, members with a 12-month plan come first.')).toBeInTheDocument();
  });

  it('writes to the tenant of a match through the usual inquiry', async () => {
    const api = serve([best, second]);
    const { user, router } = await renderApp('/property-details/prop-1/matches');
    const list = await screen.findByRole('list', { name: 'Treffer nach Übereinstimmung' });
    await user.click(within(list).getAllByRole('button', { name: 'Nachricht schreiben' })[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Anfrage an Anna Berg senden' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Deine Nachricht' }), 'Hallo Anna');
    await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/inquiries-thread/request/inbox-9'));
    expect(api.to('POST /api/inquiry/create-inbox')[0]!.body).toEqual({
      recipientId: 'tenant-9',
      subjectType: 'request',
      subjectId: 'req-7',
      message: 'Hallo Anna',
    });
  });

  it('says when nothing fits yet', async () => {
    serve([]);
    await renderApp('/property-details/prop-1/matches');
    expect(await screen.findByRole('heading', { name: 'Noch keine passenden Gesuche' })).toBeInTheDocument();
  });

  it('shows no matches of a property that is not the viewer’s', async () => {
    storeSession('landlord-1');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/matches/properties/prop-2': () => json(404, { code: 'NotFound', message: 'Not found.' }),
    });
    await renderApp('/property-details/prop-2/matches');
    expect(await screen.findByRole('heading', { name: 'Keine Treffer verfügbar' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Treffer nach Übereinstimmung' })).not.toBeInTheDocument();
  });
});
