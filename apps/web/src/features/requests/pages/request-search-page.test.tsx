import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { AREA_FIXTURE } from '../../areas/area-fixture';
import { makeRequest } from '../test-fixtures';

configure({ asyncUtilTimeout: 5000 });

const landlord = makeUser({ id: 'landlord-1', role: 'contractor' });

function routes() {
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, landlord),
    'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
    'GET /api/tenant/filter': () => json(200, { items: [{ ...makeRequest({ targetCity: 'Neustadt' }), distanceKm: null, topPlacement: false }], total: 1, page: 1, pageSize: 10, fallback: null }),
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
    await user.click(options.find((option) => option.textContent?.includes('Rheinland-Pfalz'))!);
    await user.click(screen.getByRole('button', { name: 'Gesuche anzeigen' }));
    await waitFor(() => expect(api.to('GET /api/tenant/filter')).toHaveLength(1));
    expect(Object.fromEntries(api.to('GET /api/tenant/filter')[0]!.url.searchParams)).toMatchObject({ city: 'Neustadt', state: 'Rheinland-Pfalz', page: '1', pageSize: '10' });
    expect(new URLSearchParams(router.state.location.search).get('state')).toBe('Rheinland-Pfalz');
    expect(await screen.findByText('1 Gesuch in Neustadt')).toBeInTheDocument();
  });

  it('opens a shared link on the town of its state', async () => {
    const api = routes();
    await renderApp('/all-tenant-requests?city=Neustadt&state=Rheinland-Pfalz&radius=10');
    expect(await screen.findByRole('combobox', { name: 'Stadt oder Ort' })).toHaveValue('Neustadt (Rheinland-Pfalz)');
    await waitFor(() => expect(api.to('GET /api/tenant/filter')).toHaveLength(1));
    expect(Object.fromEntries(api.to('GET /api/tenant/filter')[0]!.url.searchParams)).toMatchObject({ city: 'Neustadt', state: 'Rheinland-Pfalz', radius: '10' });
  });
});
