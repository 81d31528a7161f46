import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { AREA_FIXTURE } from '../../../../test/fixtures/area';
import { makeProperty } from '../../../../test/fixtures/property';

const tenant = makeUser({ id: 'tenant-1', role: 'client' });

function filterAnswer(request: FakeRequest, total: number, fallback: 'city' | null = null) {
  const page = Number(request.url.searchParams.get('page'));
  const pageSize = Number(request.url.searchParams.get('pageSize'));
  const count = Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize));
  const items = Array.from({ length: count }, (_, i) =>
    makeProperty({
      id: `p-${page}-${i}`,
      title: `Wohnung ${(page - 1) * pageSize + i + 1}`,
      distanceKm: i === 0 ? 2.345 : null,
    }),
  );
  return json(200, { items, total, page, pageSize, fallback });
}

/** A tenant's search page whose search answers `total` listings. */
const searchApi = (total: number) =>
  fakeApi({
    'GET /api/auth/current-user': () => json(200, tenant),
    'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
    'GET /api/landlord/filter': (request) => filterAnswer(request, total),
    'GET /api/favorites/properties': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
  });

describe('search for property', () => {
  beforeEach(() => storeSession('tenant-1'));
  afterEach(() => vi.restoreAllMocks());

  it('asks for a city first and searches nothing until one is chosen', async () => {
    const api = searchApi(1);
    const { user, router } = await renderApp('/properties-list');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Immobilie suchen' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The search's own code loads after the route's (each role's page loads on its own).
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Wo möchtest du wohnen?' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.to('GET /api/landlord/filter')).toHaveLength(0);

    const [city] = await screen.findAllByRole('combobox', { name: 'Stadt oder Ort' });
    await user.click(city!);
    await user.keyboard('Berlin{Enter}');
    await waitFor(() => expect(api.to('GET /api/landlord/filter')).toHaveLength(1));
    expect(router.state.location.search).toBe('?city=Berlin&state=Berlin');
    expect(Object.fromEntries(api.to('GET /api/landlord/filter')[0]!.url.searchParams)).toEqual({
      city: 'Berlin',
      state: 'Berlin',
      page: '1',
      pageSize: '10',
    });
    expect(await screen.findByText('1 Immobilie gefunden')).toBeInTheDocument();
  }, 20_000);

  it('searches a map’s box without a town, keeps the map view in the address, and a chosen town replaces the box', async () => {
    const api = searchApi(3);
    const { user, router } = await renderApp('/properties-list?bbox=13.3,52.5,13.4,52.55');
    expect(await screen.findByText('3 Immobilien in diesem Gebiet', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(Object.fromEntries(api.to('GET /api/landlord/filter')[0]!.url.searchParams)).toEqual({
      bbox: '13.3,52.5,13.4,52.55',
      page: '1',
      pageSize: '10',
    });

    // The map is a view of the page, never a filter the API is sent.
    await user.click(screen.getByRole('button', { name: 'Karte', pressed: false }));
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('map');
    expect(screen.getByRole('button', { name: 'Karte', pressed: true })).toBeInTheDocument();
    for (const call of api.to('GET /api/landlord/filter')) expect(call.url.searchParams.has('view')).toBe(false);

    const [city] = await screen.findAllByRole('combobox', { name: 'Stadt oder Ort' });
    await user.click(city!);
    await user.keyboard('Berlin{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?city=Berlin&state=Berlin&view=map'));
  }, 20_000);

  it('shows the map’s box in the filters, where a town would be, and removing it asks for a town again', async () => {
    searchApi(3);
    const { user, router } = await renderApp('/properties-list?bbox=13.3,52.5,13.4,52.55');
    expect(await screen.findByText('3 Immobilien in diesem Gebiet', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText('Kartenausschnitt')[0]).toBeVisible();
    expect(screen.getAllByText('Gesucht wird im Kartenausschnitt. Ein Ort ersetzt ihn.')[0]).toBeVisible();

    const [remove] = screen.getAllByRole('button', { name: 'Kartenausschnitt entfernen' });
    await user.click(remove!);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('bbox')).toBe(false));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wo möchtest du wohnen?' })).toBeInTheDocument();
    expect(screen.queryByText('Kartenausschnitt')).not.toBeInTheDocument();
  }, 20_000);

  it('keeps filters in the URL, sends them to the search, shows the city fallback notice and pages through the results', async () => {
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
      'GET /api/landlord/filter': (request) =>
        filterAnswer(request, 25, request.url.searchParams.has('postalCodes') ? 'city' : null),
      'GET /api/favorites/properties': () =>
        json(200, { items: [makeProperty({ id: 'p-1-1' })], total: 1, page: 1, pageSize: 50 }),
      'POST /api/favorites/property/p-1-0': () => json(200, { favourite: true }),
    });
    const { user, router } = await renderApp(
      '/properties-list?city=Berlin&state=Berlin&postalCodes=10115&radius=5&isPetFriendly=true',
    );
    expect(await screen.findByText('25 Immobilien gefunden', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(Object.fromEntries(api.to('GET /api/landlord/filter')[0]!.url.searchParams)).toEqual({
      city: 'Berlin',
      state: 'Berlin',
      postalCodes: '10115',
      radius: '5',
      isPetFriendly: 'true',
      page: '1',
      pageSize: '10',
    });
    // The cards and the notice follow the count: they render at a transition's priority.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'In den gewählten Postleitzahlen gibt es gerade keine Angebote – wir zeigen dir stattdessen alle Immobilien in Berlin.',
    );

    // A card: warm rent for the language, rooms, size, place and distance; the heart shows favourites.
    const first = screen.getByRole('link', { name: 'Wohnung 1' }).closest('article')!;
    expect(within(first).getByText(/1\.370\s€/)).toBeInTheDocument();
    expect(within(first).getByText('3 Zimmer')).toBeInTheDocument();
    expect(within(first).getByText('78 m²')).toBeInTheDocument();
    expect(within(first).getByText(/2,3 km entfernt/)).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Wohnung 2' }).closest('article')!;
    expect(await within(second).findByRole('button', { name: 'Aus Favoriten entfernen: Wohnung 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(first).getByRole('button', { name: 'Zu Favoriten hinzufügen: Wohnung 1' }));
    expect(await screen.findByText('Zu Favoriten hinzugefügt')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Aus Favoriten entfernen: Wohnung 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Filters: a switch and a number (applied on leaving the field) go to the URL and the search, from page 1.
    const [garage] = screen.getAllByRole('switch', { name: 'Garage oder Stellplatz' });
    await user.click(garage!);
    const [maxPrice] = screen.getAllByRole('spinbutton', { name: 'Warmmiete bis (€)' });
    await user.type(maxPrice!, '1500');
    await user.tab();
    await waitFor(() => expect(router.state.location.search).toContain('maxPrice=1500'));
    const last = api.to('GET /api/landlord/filter').at(-1)!.url.searchParams;
    expect(last.get('haveGarage')).toBe('true');
    expect(last.get('maxPrice')).toBe('1500');
    expect(last.get('page')).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortieren' }), 'rent');
    await waitFor(() => expect(api.to('GET /api/landlord/filter').at(-1)!.url.searchParams.get('sort')).toBe('rent'));

    // Pagination: next page, then 20 rows per page back on page 1.
    const pagination = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(pagination).getByText(/1–10 von 25 · Seite 1 von 3/)).toBeInTheDocument();
    await user.click(within(pagination).getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(api.to('GET /api/landlord/filter').at(-1)!.url.searchParams.get('page')).toBe('2'));
    expect(await screen.findByRole('link', { name: 'Wohnung 11' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('page=2');
    await user.selectOptions(within(pagination).getByRole('combobox', { name: 'Zeilen pro Seite' }), '20');
    await waitFor(() => {
      const params = api.to('GET /api/landlord/filter').at(-1)!.url.searchParams;
      expect([params.get('page'), params.get('pageSize')]).toEqual(['1', '20']);
    });
    expect(await screen.findByText(/1–20 von 25 · Seite 1 von 2/)).toBeInTheDocument();
  }, 20_000);

  it('says "No properties available." when nothing matches', async () => {
    searchApi(0);
    await renderApp('/properties-list?city=Berlin', 'en');
    expect(
      await screen.findByRole('heading', { name: 'No properties available.' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  }, 20_000);
});
