import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { AREA_FIXTURE } from '../../../../test/fixtures/area';
import { makeRequest } from '../../../../test/fixtures/request';

configure({ asyncUtilTimeout: 5000 });

const landlord = makeUser({ id: 'landlord-1', role: 'contractor' });

function routes(me = landlord) {
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, me),
    'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
    'GET /api/tenant/filter': () =>
      json(200, {
        items: [{ ...makeRequest({ targetCity: 'Neustadt' }), distanceKm: null, topPlacement: false }],
        total: 1,
        page: 1,
        pageSize: 10,
        fallback: null,
      }),
    'GET /api/favorites/requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
  });
}

/** "Neustadt" lies in Hessen and in Rheinland-Pfalz (the fixture): the search must say which. */
describe('looking for tenants in a town whose name others share', { timeout: 20_000 }, () => {
  beforeEach(() => storeSession('landlord-1'));
  afterEach(() => vi.restoreAllMocks());

  it('keeps the picked town’s state in the address and sends it to the search', async () => {
    const api = routes();
    const { user, router } = await renderApp('/all-tenant-requests');
    const city = await screen.findByRole('combobox', { name: 'Stadt oder Ort' });
    await user.type(city, 'Neustadt');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    // Choosing the town searches: there is no button to press first.
    await user.click(options.find((option) => option.textContent?.includes('Rheinland-Pfalz'))!);
    await waitFor(() => expect(api.to('GET /api/tenant/filter')).toHaveLength(1));
    expect(Object.fromEntries(api.to('GET /api/tenant/filter')[0]!.url.searchParams)).toMatchObject({
      city: 'Neustadt',
      state: 'Rheinland-Pfalz',
      page: '1',
      pageSize: '10',
    });
    expect(new URLSearchParams(router.state.location.search).get('state')).toBe('Rheinland-Pfalz');
    expect(await screen.findByText('1 Gesuch in Neustadt')).toBeInTheDocument();
  });

  it('opens a shared link on the town of its state', async () => {
    const api = routes();
    await renderApp('/all-tenant-requests?city=Neustadt&state=Rheinland-Pfalz&radius=10');
    expect(await screen.findByRole('combobox', { name: 'Stadt oder Ort' })).toHaveValue('Neustadt (Rheinland-Pfalz)');
    await waitFor(() => expect(api.to('GET /api/tenant/filter')).toHaveLength(1));
    expect(Object.fromEntries(api.to('GET /api/tenant/filter')[0]!.url.searchParams)).toMatchObject({
      city: 'Neustadt',
      state: 'Rheinland-Pfalz',
      radius: '10',
    });
  });
});

describe('looking for tenants without a chosen town', { timeout: 20_000 }, () => {
  beforeEach(() => storeSession('landlord-1'));
  afterEach(() => vi.restoreAllMocks());

  it('starts in the town of the landlord’s profile address', async () => {
    const api = routes(
      makeUser({ id: 'landlord-1', role: 'contractor', address: 'Marienplatz 1', postalArea: '80331 München' }),
    );
    const { router } = await renderApp('/all-tenant-requests');
    await waitFor(() => expect(api.to('GET /api/tenant/filter')).toHaveLength(1));
    expect(Object.fromEntries(api.to('GET /api/tenant/filter')[0]!.url.searchParams)).toMatchObject({
      city: 'München',
      state: 'Bayern',
    });
    expect(new URLSearchParams(router.state.location.search).get('city')).toBe('München');
    expect(await screen.findByRole('combobox', { name: 'Stadt oder Ort' })).toHaveValue('München');
    expect(screen.queryByRole('link', { name: 'Hinterlege deine Adresse im Profil.' })).not.toBeInTheDocument();
  });

  it('asks for an address in the profile when the profile names no postal code', async () => {
    const api = routes(makeUser({ id: 'landlord-1', role: 'contractor', address: 'Marienplatz 1', postalArea: null }));
    await renderApp('/all-tenant-requests');
    const link = await screen.findByRole('link', { name: 'Hinterlege deine Adresse im Profil.' });
    expect(link).toHaveAttribute('href', '/profile-view');
    expect(screen.getByText(/Wähle eine Stadt, um Einträge zu sehen\./)).toBeInTheDocument();
    expect(api.to('GET /api/tenant/filter')).toHaveLength(0);
  });
});

describe('looking for tenants searches as filters are chosen', { timeout: 20_000 }, () => {
  beforeEach(() => storeSession('landlord-1'));
  afterEach(() => vi.restoreAllMocks());

  it('searches again on each choice, numbers on Enter, and resets all but the town', async () => {
    const api = routes();
    const { user, router } = await renderApp('/all-tenant-requests?city=Neustadt&state=Hessen');
    await waitFor(() => expect(api.to('GET /api/tenant/filter')).toHaveLength(1));
    const last = () => Object.fromEntries(api.to('GET /api/tenant/filter').at(-1)!.url.searchParams);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Haustiere' }), 'Ja');
    await waitFor(() => expect(api.to('GET /api/tenant/filter')).toHaveLength(2));
    expect(last()).toMatchObject({ city: 'Neustadt', isPetFriendly: 'true' });

    await user.type(screen.getByRole('spinbutton', { name: 'Meine Miete (warm)' }), '900{Enter}');
    await waitFor(() => expect(last()).toMatchObject({ maxPrice: '900', isPetFriendly: 'true' }));
    expect(screen.getByRole('button', { name: 'Filter anzeigen 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(last()).toEqual({ city: 'Neustadt', state: 'Hessen', page: '1', pageSize: '10' }));
    expect(new URLSearchParams(router.state.location.search).get('isPetFriendly')).toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Meine Miete (warm)' })).toHaveValue(null);
  });

  it('says a town must be chosen once the landlord clears it, without bringing back the profile town', async () => {
    const api = routes(
      makeUser({ id: 'landlord-1', role: 'contractor', address: 'Marienplatz 1', postalArea: '80331 München' }),
    );
    const { user, router } = await renderApp('/all-tenant-requests');
    const city = await screen.findByRole('combobox', { name: 'Stadt oder Ort' });
    await waitFor(() => expect(city).toHaveValue('München'));
    await user.click(screen.getByRole('button', { name: 'Ort entfernen' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('city')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Wähle eine Stadt' })).toBeInTheDocument();
    // Said at the field and in place of the results.
    expect(city).toHaveAccessibleDescription('Wähle eine Stadt, um Einträge zu sehen.');
    expect(screen.getAllByText('Wähle eine Stadt, um Einträge zu sehen.')).toHaveLength(2);
    expect(city).toHaveValue('');
    expect(api.to('GET /api/tenant/filter')).toHaveLength(1);
  });
});
