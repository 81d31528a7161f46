import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { fakeApi, json, makeUser, storeSession, type FakeRequest } from '../../test/fake-api';
import { AREA_FIXTURE } from '../../test/fixtures/area';
import { makeProperty } from '../../test/fixtures/property';
import { currentUserKey } from '../lib/current-user';
import i18n from '../lib/i18n';
import { AppRoot } from './app-root';
import { createQueryClient, setAppQueryClient } from './query-client';
import { routes } from './routes';

function filterAnswer(request: FakeRequest) {
  const items = [makeProperty({ id: 'p-1', title: 'Altbau am Kanal' })];
  return json(200, {
    items,
    total: 1,
    page: Number(request.url.searchParams.get('page')),
    pageSize: 10,
    fallback: null,
  });
}

/** The app as main.tsx starts it: the client the route loaders use is the one it renders with. */
function startApp(path: string) {
  const queryClient = createQueryClient();
  setAppQueryClient(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  /** Until the loader holds the member, whose answer decides the search at once; then one turn more. */
  const memberDecided = async () => {
    await waitFor(() => expect(queryClient.getQueryState(currentUserKey('tenant-1'))?.status).toBe('success'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { queryClient, router, memberDecided };
}

// Each test: a German reader signed in as tenant-1.
beforeEach(async () => {
  await i18n.changeLanguage('de');
  storeSession('tenant-1');
});
afterEach(() => vi.restoreAllMocks());

describe('the results page starts its search with the route', () => {
  it('asks for the results before anything has rendered, once, and shows them', async () => {
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'tenant-1', role: 'client' })),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
      'GET /api/landlord/filter': filterAnswer,
      'GET /api/favorites/properties': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    });
    const { queryClient, router } = startApp('/properties-list?city=Berlin&state=Berlin');
    // Nothing is on the screen yet: the page's code and its first render are not what the search waits for.
    await waitFor(() => expect(api.to('GET /api/landlord/filter')).toHaveLength(1));
    expect(Object.fromEntries(api.to('GET /api/landlord/filter')[0]!.url.searchParams)).toEqual({
      city: 'Berlin',
      state: 'Berlin',
      page: '1',
      pageSize: '10',
    });

    render(<AppRoot router={router} queryClient={queryClient} />);
    expect(await screen.findByText('Altbau am Kanal', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.to('GET /api/landlord/filter')).toHaveLength(1);
  }, 20_000);

  it('searches nothing for a landlord, whose page there lists their own properties', async () => {
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'tenant-1', role: 'contractor' })),
      'GET /api/landlord/filter': filterAnswer,
    });
    await startApp('/properties-list?city=Berlin&state=Berlin').memberDecided();
    expect(api.to('GET /api/auth/current-user')).toHaveLength(1);
    expect(api.to('GET /api/landlord/filter')).toHaveLength(0);
  });

  it('searches nothing for a tenant whose plan ended: the guards send them to the plan page', async () => {
    const ended = makeUser({ id: 'tenant-1', role: 'client', paymentExpiresAt: '2020-01-01T00:00:00.000Z' });
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, ended),
      'GET /api/landlord/filter': filterAnswer,
    });
    await startApp('/properties-list?city=Berlin&state=Berlin').memberDecided();
    expect(api.to('GET /api/auth/current-user')).toHaveLength(1);
    expect(api.to('GET /api/landlord/filter')).toHaveLength(0);
  });
});

describe("a listing's page starts its data with the route", () => {
  it('asks for the listing and its first picture before anything has rendered', async () => {
    const listing = makeProperty({
      id: 'p-1',
      images: [
        { id: 'i-1', url: '/api/files/property-images/first.webp' },
        { id: 'i-2', url: '/api/files/property-images/second.webp' },
      ],
    });
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'tenant-1', role: 'client' })),
      'GET /api/landlord/p-1': () => json(200, listing),
    });
    const pictures: string[] = [];
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((url: string) => pictures.push(url));
    startApp('/property-details/p-1');
    await waitFor(() => expect(pictures).toEqual(['/api/files/property-images/first.webp']));
    expect(api.to('GET /api/landlord/p-1')).toHaveLength(1);
  });

  it('asks for nothing for a tenant whose plan ended: the guards send them to the plan page', async () => {
    const ended = makeUser({ id: 'tenant-1', role: 'client', paymentExpiresAt: '2020-01-01T00:00:00.000Z' });
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, ended),
      'GET /api/landlord/p-1': () => json(200, makeProperty({ id: 'p-1' })),
    });
    await startApp('/property-details/p-1').memberDecided();
    expect(api.to('GET /api/landlord/p-1')).toHaveLength(0);
  });
});
