import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { PublicProfile } from '@mietmatch/contract';
import { deferred, fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { makeProperty } from '../../../../test/fixtures/property';
import { makeRequest } from '../../../../test/fixtures/request';
import { AREA_FIXTURE } from '../../../../test/fixtures/area';

// Pages load lazily; on a busy machine the first render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const tenant = makeUser({ id: 'tenant-1', role: 'client' });

function makeProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 'landlord-1',
    firstName: 'Viktor',
    lastName: 'Vermieter',
    role: 'contractor',
    avatarUrl: null,
    profession: 'Architekt',
    nationality: 'Deutsch',
    relationshipStatus: 'Married',
    memberSince: '2026-01-15T10:00:00.000Z',
    prioritySupport: true,
    ...overrides,
  };
}

const tenantProfile = makeProfile({
  id: 'tenant-9',
  firstName: 'Anna',
  lastName: 'Berg',
  role: 'client',
  profession: null,
  nationality: null,
  relationshipStatus: null,
  prioritySupport: false,
});
const hamburg = makeRequest({
  id: 'req-hh',
  userId: 'tenant-9',
  targetCity: 'Hamburg',
  targetPostalCode: ['20095', '20097'],
  radius: 10,
  maxPrice: 1450,
  requiredRooms: 3,
  numberOfResidents: 2,
});
const berlin = makeRequest({ id: 'req-b', userId: 'tenant-9', targetCity: 'Berlin' });
const neustadt = makeRequest({
  id: 'req-n',
  userId: 'tenant-9',
  targetCity: 'Neustadt',
  targetState: 'Rheinland-Pfalz',
});

const listings = {
  items: [
    makeProperty({ id: 'p1', title: 'Helle 3-Zimmer-Wohnung' }),
    makeProperty({
      id: 'p2',
      title: 'Dachgeschoss mit Terrasse',
      warmRent: null,
      rent: 900,
      additionalCost: 150,
      numberOfRooms: 2,
    }),
  ],
  total: 2,
  page: 1,
  pageSize: 10,
  fallback: null,
};

describe('user profile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens from a property and shows the landlord: role, premium, member since, facts, listings, never contact data; back returns', async () => {
    storeSession('tenant-1');
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/landlord/p1': () => json(200, makeProperty({ id: 'p1' })),
      'GET /api/favorites/properties': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      'GET /api/users/landlord-1': () => json(200, makeProfile()),
      'GET /api/landlord/filter': () => json(200, listings),
    });
    const { user, router } = await renderApp('/property-details/p1');
    await user.click(await screen.findByRole('link', { name: 'Profil ansehen' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Viktor Vermieter' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-profile/landlord-1');
    expect(document.title).toBe('Profil - Mietmatch | Rentmatch');
    expect(screen.getByText('Premium-Mitglied')).toBeInTheDocument();
    expect(screen.getByText('Mitglied seit 15.01.2026')).toBeInTheDocument();
    const about = screen.getByRole('heading', { name: 'Über Viktor' }).closest('div.rounded-xl') as HTMLElement;
    expect(within(about).getByText('Vermieter')).toBeInTheDocument();
    expect(within(about).getByText('Architekt')).toBeInTheDocument();
    expect(within(about).getByText('Deutsch')).toBeInTheDocument();
    expect(within(about).getByText('Verheiratet')).toBeInTheDocument();
    // The property page shows the listing's contact data; the profile never does.
    expect(screen.queryByText('viktor@example.com')).not.toBeInTheDocument();
    expect(screen.queryByText('+49 30 1234')).not.toBeInTheDocument();

    expect(await screen.findByText('2 Immobilien inseriert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Dachgeschoss mit Terrasse/ })).toHaveAttribute(
      'href',
      '/property-details/p2',
    );
    expect(screen.getByRole('link', { name: /Dachgeschoss mit Terrasse/ })).toHaveTextContent(/1\.050\s€ im Monat/);
    expect(screen.getByRole('link', { name: /Alle Immobilien ansehen/ })).toHaveAttribute(
      'href',
      '/properties-list/landlord-1',
    );
    expect(Object.fromEntries(api.to('GET /api/landlord/filter')[0]!.url.searchParams)).toEqual({
      listedBy: 'landlord-1',
      page: '1',
      pageSize: '10',
    });

    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/property-details/p1'));
  }, 20_000);

  it('shows a tenant in English with "Not given" for empty fields, no listings, and their published requests', async () => {
    storeSession('landlord-2');
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'landlord-2', role: 'contractor' })),
      'GET /api/users/tenant-9': () => json(200, tenantProfile),
      'GET /api/tenant/all': () => json(200, { items: [hamburg, berlin, neustadt], total: 3, page: 1, pageSize: 10 }),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
    });
    await renderApp('/user-profile/tenant-9', 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna Berg' })).toBeInTheDocument();
    expect(screen.getByText('Member since 15 Jan 2026')).toBeInTheDocument();
    // The role as the badge under the name and as a fact about the member.
    expect(screen.getAllByText('Tenant')).toHaveLength(2);
    expect(screen.getAllByText('Not given')).toHaveLength(3);
    expect(screen.queryByText('Premium member')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Properties' })).not.toBeInTheDocument();
    expect(api.to('GET /api/landlord/filter')).toHaveLength(0);

    // The requests: area, budget, rooms and people, each opening its details; no status for a landlord.
    const section = screen.getByRole('region', { name: 'Requests' });
    expect(await within(section).findByText('3 requests')).toBeInTheDocument();
    const first = within(section).getByRole('link', { name: /Hamburg · 20095, 20097 · \+ 10 km/ });
    expect(first).toHaveAttribute('href', '/tenant-request-details/req-hh');
    expect(first).toHaveTextContent('3 rooms · 2 people');
    expect(first).toHaveTextContent(/up to €1,450/);
    expect(within(section).getByRole('link', { name: /Berlin/ })).toHaveAttribute(
      'href',
      '/tenant-request-details/req-b',
    );
    // A name several towns share says which town: "Neustadt" lies in Hessen and in Rheinland-Pfalz.
    expect(await within(section).findByRole('link', { name: /Neustadt \(Rheinland-Pfalz\)/ })).toHaveAttribute(
      'href',
      '/tenant-request-details/req-n',
    );
    expect(within(section).queryByText(/Berlin \(/)).not.toBeInTheDocument();
    expect(within(section).queryByText('Available')).not.toBeInTheDocument();
    expect(Object.fromEntries(api.to('GET /api/tenant/all')[0]!.url.searchParams)).toEqual({
      userId: 'tenant-9',
      page: '1',
      pageSize: '10',
    });
  }, 20_000);

  it('shows an admin every request of a tenant with its status, opened at the requests, paged', async () => {
    storeSession('admin-1');
    const page = (n: number) =>
      n === 1
        ? [
            hamburg,
            { ...berlin, status: 'paused' as const },
            ...Array.from({ length: 8 }, (_, i) => makeRequest({ id: `req-${i}`, targetCity: `Ort ${i}` })),
          ]
        : [makeRequest({ id: 'req-last', targetCity: 'Kiel', status: 'found' })];
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'admin-1', role: 'admin' })),
      'GET /api/users/tenant-9': () => json(200, tenantProfile),
      'GET /api/tenant/all': (request) => {
        const n = Number(request.url.searchParams.get('page'));
        return json(200, { items: page(n), total: 11, page: n, pageSize: 10 });
      },
    });
    const { user } = await renderApp('/user-profile/tenant-9#requests');
    const section = await screen.findByRole('region', { name: 'Gesuche' });
    expect(
      await within(section).findByText('11 Gesuche · Du siehst jedes Gesuch, auch pausierte und erledigte.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /Berlin/ })).toHaveTextContent('Pausiert');
    expect(within(section).getByRole('link', { name: /Hamburg/ })).toHaveTextContent('Verfügbar');
    const pagination = within(section).getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(pagination).getByText(/1–10 von 11 · Seite 1 von 2/)).toBeInTheDocument();
    await user.click(within(pagination).getByRole('button', { name: 'Nächste Seite' }));
    expect(await within(section).findByRole('link', { name: /Kiel/ })).toHaveTextContent('Wohnung gefunden');
    expect(api.to('GET /api/tenant/all').at(-1)!.url.searchParams.get('page')).toBe('2');
  }, 20_000);

  it('shows no requests of another tenant to a tenant, and says so when a landlord finds none', async () => {
    storeSession('tenant-1');
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/users/tenant-9': () => json(200, tenantProfile),
      'GET /api/tenant/all': () => json(200, { items: [], total: 0, page: 1, pageSize: 10 }),
    });
    await renderApp('/user-profile/tenant-9', 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna Berg' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Requests' })).not.toBeInTheDocument();
    expect(api.to('GET /api/tenant/all')).toHaveLength(0);
  }, 20_000);

  it('tells a landlord when the tenant has no published request', async () => {
    storeSession('landlord-2');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'landlord-2', role: 'contractor' })),
      'GET /api/users/tenant-9': () => json(200, tenantProfile),
      'GET /api/tenant/all': () => json(200, { items: [], total: 0, page: 1, pageSize: 10 }),
    });
    await renderApp('/user-profile/tenant-9', 'en');
    const section = await screen.findByRole('region', { name: 'Requests' });
    expect(await within(section).findByText('No request is published at the moment.')).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  }, 20_000);

  it('says why the requests could not load', async () => {
    storeSession('landlord-2');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'landlord-2', role: 'contractor' })),
      'GET /api/users/tenant-9': () => json(200, tenantProfile),
      'GET /api/tenant/all': () => json(429, { code: 'TooManyRequests', message: 'Too many attempts.' }),
    });
    await renderApp('/user-profile/tenant-9', 'en');
    const section = await screen.findByRole('region', { name: 'Requests' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait and try again.',
    );
  }, 20_000);

  it('shows a skeleton while loading, then "not found" for a member who is gone', async () => {
    storeSession('tenant-1');
    const answer = deferred<Response>();
    fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/users/gone': () => answer.promise,
    });
    await renderApp('/user-profile/gone');
    expect(await screen.findByRole('status', { name: 'Wird geladen...' })).toHaveAttribute('aria-busy', 'true');
    answer.resolve(json(404, { code: 'NotFound', message: 'Not found.' }));
    expect(await screen.findByRole('heading', { name: 'Profil nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Dieses Profil gibt es nicht oder es ist nicht mehr verfügbar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/my-requests');
    expect(screen.queryByRole('status', { name: 'Wird geladen...' })).not.toBeInTheDocument();
  }, 20_000);

  it.each([
    ['de', 'Benutzer nicht gefunden'],
    ['en', 'User not found'],
  ] as const)(
    'says "User not found" (%s) when the API knows no member with this id',
    async (language, title) => {
      storeSession('tenant-1');
      fakeApi({
        'GET /api/auth/current-user': () => json(200, tenant),
        'GET /api/users/no-such-id': () => json(404, { code: 'UserNotFound', message: 'User not found' }),
      });
      await renderApp('/user-profile/no-such-id', language);
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: /Profil nicht gefunden|Profile not found/ }),
      ).not.toBeInTheDocument();
    },
    20_000,
  );

  it('says when the profile could not load and loads it again on request', async () => {
    storeSession('tenant-1');
    let fail = true;
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/users/landlord-1': () =>
        fail
          ? json(429, { code: 'TooManyRequests', message: 'Too many attempts.' })
          : json(200, makeProfile({ prioritySupport: false })),
      'GET /api/landlord/filter': () => json(200, { ...listings, items: [], total: 0 }),
    });
    const { user } = await renderApp('/user-profile/landlord-1', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait and try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Viktor Vermieter' })).toBeInTheDocument();
    expect(await screen.findByText('No property is listed at the moment.')).toBeInTheDocument();
    expect(api.to('GET /api/users/landlord-1')).toHaveLength(2);
  }, 20_000);

  it('tells members looking at their own profile that this is how others see them', async () => {
    storeSession('landlord-1');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'landlord-1', role: 'contractor' })),
      'GET /api/users/landlord-1': () => json(200, makeProfile()),
      'GET /api/landlord/filter': () => json(200, listings),
    });
    await renderApp('/user-profile/landlord-1');
    expect(await screen.findByText('Das ist dein öffentliches Profil')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profil bearbeiten' })).toHaveAttribute('href', '/profile-view');
  }, 20_000);
});
