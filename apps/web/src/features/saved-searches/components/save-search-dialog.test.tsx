import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { AREA_FIXTURE } from '../../../../test/fixtures/area';
import { makeRequest } from '../../../../test/fixtures/request';
import { makeSavedSearch, page } from '../test-data';

const tenant = makeUser({ id: 'tenant-1', role: 'client' });
const landlord = makeUser({ id: 'landlord-1', role: 'contractor' });

function tenantApi(save: Parameters<typeof fakeApi>[0][string]) {
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, tenant),
    'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
    'GET /api/landlord/filter': () => json(200, { ...page([]), fallback: null }),
    'GET /api/favorites/properties': () => json(200, page([])),
    'POST /api/saved-searches': save,
    'GET /api/saved-searches': () => json(200, page([makeSavedSearch()])),
  });
}

describe('saving a search', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  describe('as a tenant', () => {
    beforeEach(() => storeSession('tenant-1'));

    it('is possible only once the search has a city', async () => {
      tenantApi(() => json(201, makeSavedSearch()));
      const { user } = await renderApp('/properties-list');
      const button = await screen.findByRole('button', { name: 'Suche speichern' });
      expect(button).toBeDisabled();
      const [city] = await screen.findAllByRole('combobox', { name: 'Stadt oder Ort' });
      await user.click(city!);
      await user.keyboard('Berlin{Enter}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Suche speichern' })).toBeEnabled());
    });

    it('saves the page’s filters with a suggested name and the chosen alert, then offers the list', async () => {
      const api = tenantApi((request) =>
        json(201, makeSavedSearch({ name: (request.body as { name: string }).name, alert: 'daily' })),
      );
      const { user, router } = await renderApp(
        '/properties-list?city=Berlin&state=Berlin&radius=10&maxPrice=1200&numberOfRooms=3&haveGarage=true&page=2',
      );
      await user.click(await screen.findByRole('button', { name: 'Suche speichern' }));
      const dialog = await screen.findByRole('dialog', { name: 'Suche speichern' });
      const name = within(dialog).getByRole('textbox', { name: 'Name der Suche' });
      expect(name).toHaveValue('Berlin, + 10 km, bis 1.200\u00a0€ warm, ab 3 Zimmer');
      expect(within(dialog).getByRole('radio', { name: 'Sofort' })).toBeChecked();
      await user.clear(name);
      await user.type(name, 'Kreuzberg mit Garage');
      await user.click(within(dialog).getByRole('radio', { name: 'Täglich (7 Uhr)' }));
      await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Suche „Kreuzberg mit Garage“ gespeichert')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Suche speichern' })).not.toBeInTheDocument();
      expect(api.to('POST /api/saved-searches')[0]!.body).toEqual({
        kind: 'property',
        name: 'Kreuzberg mit Garage',
        alert: 'daily',
        // The search as the address carries it, without the page.
        filters: {
          city: 'Berlin',
          state: 'Berlin',
          radius: '10',
          maxPrice: '1200',
          numberOfRooms: '3',
          haveGarage: 'true',
        },
      });
      // A plain click: the toast's swipe handling wants pointer capture, which jsdom lacks.
      fireEvent.click(screen.getByRole('button', { name: 'Ansehen' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/saved-searches'));
    });

    it('shows the limit of saved searches in the dialog and keeps it open', async () => {
      // The server's message differs from the catalogue's: the dialog shows the text for the code.
      tenantApi(() => json(409, { code: 'SavedSearchLimit', message: 'limit' }));
      const { user } = await renderApp('/properties-list?city=Berlin', 'en');
      await user.click(await screen.findByRole('button', { name: 'Save search' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save search' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'You can save up to 20 searches. Delete one to save a new one.',
      );
      expect(screen.getByRole('dialog', { name: 'Save search' })).toBeInTheDocument();
    });

    it('asks for a name and sends nothing without one', async () => {
      const api = tenantApi(() => json(201, makeSavedSearch()));
      const { user } = await renderApp('/properties-list?city=Berlin', 'en');
      await user.click(await screen.findByRole('button', { name: 'Save search' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save search' });
      await user.clear(within(dialog).getByRole('textbox', { name: 'Name of the search' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByRole('textbox', { name: 'Name of the search' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(api.to('POST /api/saved-searches')).toHaveLength(0);
    });
  });

  it('saves a landlord’s request search with the filters searched for', async () => {
    storeSession('landlord-1');
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
      'GET /api/tenant/filter': () =>
        json(200, { ...page([{ ...makeRequest(), distanceKm: null, topPlacement: false }]), fallback: null }),
      'GET /api/favorites/requests': () => json(200, page([])),
      'POST /api/saved-searches': () => json(201, makeSavedSearch({ kind: 'request' })),
    });
    const { user } = await renderApp(
      '/all-tenant-requests?city=Neustadt&state=Rheinland-Pfalz&maxPrice=900&isPetFriendly=false&radius=0',
    );
    await user.click(await screen.findByRole('button', { name: 'Suche speichern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suche speichern' });
    expect(within(dialog).getByRole('textbox', { name: 'Name der Suche' })).toHaveValue(
      'Neustadt, Budget ab 900\u00a0€, ohne Haustiere',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.to('POST /api/saved-searches')).toHaveLength(1));
    expect(api.to('POST /api/saved-searches')[0]!.body).toEqual({
      kind: 'request',
      name: 'Neustadt, Budget ab 900\u00a0€, ohne Haustiere',
      alert: 'instant',
      filters: { city: 'Neustadt', state: 'Rheinland-Pfalz', maxPrice: '900', isPetFriendly: 'false' },
    });
  });
});
