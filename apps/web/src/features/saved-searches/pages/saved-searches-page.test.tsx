import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SavedSearch } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { makeSavedSearch, page } from '../test-data';

const tenant = makeUser({ id: 'tenant-1', role: 'client' });

/** A server that keeps the saved searches and applies changes and deletions to them. */
function savedSearchServer(initial: SavedSearch[], me = tenant) {
  let searches = [...initial];
  const api = fakeApi({
    'GET /api/auth/current-user': () => json(200, me),
    'GET /api/saved-searches': () => json(200, page(searches)),
    ...Object.fromEntries(
      initial.flatMap((search) => [
        [
          `PATCH /api/saved-searches/${search.id}`,
          (request: FakeRequest) => {
            searches = searches.map((s) => (s.id === search.id ? { ...s, ...(request.body as object) } : s));
            return json(
              200,
              searches.find((s) => s.id === search.id),
            );
          },
        ],
        [
          `DELETE /api/saved-searches/${search.id}`,
          () => {
            searches = searches.filter((s) => s.id !== search.id);
            return new Response(null, { status: 204 });
          },
        ],
      ]),
    ),
  });
  return api;
}

const berlin = makeSavedSearch({
  id: 'ss-1',
  name: 'Berlin mit Garage',
  filters: {
    city: 'Berlin',
    state: 'Berlin',
    postalCodes: '10115,10117',
    radius: '5',
    maxPrice: '1200',
    numberOfRooms: '3',
    propertyType: 'Apartment',
    haveGarage: 'true',
    isPetFriendly: 'true',
  },
  newCount: 3,
});
const hamburg = makeSavedSearch({ id: 'ss-2', name: 'Hamburg', filters: { city: 'Hamburg' }, alert: 'off' });

describe('saved searches', { timeout: 20_000 }, () => {
  beforeEach(() => storeSession('tenant-1'));
  afterEach(() => vi.restoreAllMocks());

  it('shows each search with its filters in words, its new results and its alert', async () => {
    savedSearchServer([berlin, hamburg]);
    await renderApp('/saved-searches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gespeicherte Suchen' })).toBeInTheDocument();
    const card = (await screen.findByRole('link', { name: 'Berlin mit Garage' })).closest('li')!;
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual([
      'Berlin',
      'PLZ 10115, 10117',
      '+ 5 km',
      'bis 1.200 € warm',
      'ab 3 Zimmer',
      'Wohnung',
      'Haustiere erlaubt',
      'Garage oder Stellplatz',
    ]);
    expect(within(card).getByText('3 neu')).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Benachrichtigung: Berlin mit Garage' })).toHaveValue('instant');
    expect(within(card).getByRole('link', { name: 'Berlin mit Garage öffnen' })).toHaveAttribute(
      'href',
      '/saved-searches/ss-1',
    );
    const other = screen.getByRole('link', { name: 'Hamburg' }).closest('li')!;
    expect(within(other).getByText('Nichts Neues')).toBeInTheDocument();
    expect(within(other).getByRole('combobox', { name: 'Benachrichtigung: Hamburg' })).toHaveValue('off');
  });

  it('changes the alert in place and saves it at once', async () => {
    const api = savedSearchServer([berlin]);
    const { user } = await renderApp('/saved-searches', 'en');
    const select = await screen.findByRole('combobox', { name: 'Alerts: Berlin mit Garage' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Instantly', 'Daily (7 am)', 'Off']);
    await user.selectOptions(select, 'daily');
    expect(await screen.findByText('Alert setting changed')).toBeInTheDocument();
    expect(api.to('PATCH /api/saved-searches/ss-1').map((r) => r.body)).toEqual([{ alert: 'daily' }]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Alerts: Berlin mit Garage' })).toHaveValue('daily'),
    );
  });

  it('edits the name and offers the search page with the saved filters', async () => {
    const api = savedSearchServer([berlin]);
    const { user } = await renderApp('/saved-searches', 'en');
    await user.click(await screen.findByRole('button', { name: 'Edit Berlin mit Garage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit saved search' });
    expect(within(dialog).getByRole('link', { name: 'Change filters' })).toHaveAttribute(
      'href',
      '/properties-list?city=Berlin&state=Berlin&postalCodes=10115%2C10117&radius=5&maxPrice=1200&numberOfRooms=3&propertyType=Apartment&haveGarage=true&isPetFriendly=true',
    );
    const name = within(dialog).getByRole('textbox', { name: 'Name of the search' });
    await user.clear(name);
    await user.type(name, 'Mitte');
    await user.click(within(dialog).getByRole('radio', { name: 'Off' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved search updated')).toBeInTheDocument();
    expect(api.to('PATCH /api/saved-searches/ss-1')[0]!.body).toEqual({ name: 'Mitte', alert: 'off' });
    expect(await screen.findByRole('link', { name: 'Mitte' })).toBeInTheDocument();
  });

  it('deletes a search after asking', async () => {
    const api = savedSearchServer([berlin, hamburg]);
    const { user } = await renderApp('/saved-searches', 'en');
    await user.click(await screen.findByRole('button', { name: 'Delete Hamburg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete saved search?' });
    expect(dialog).toHaveTextContent('“Hamburg” and its alerts will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Saved search deleted')).toBeInTheDocument();
    expect(api.to('DELETE /api/saved-searches/ss-2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Hamburg' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Berlin mit Garage' })).toBeInTheDocument();
  });

  it('says where to save a search when there is none', async () => {
    savedSearchServer([], makeUser({ id: 'tenant-1', role: 'contractor' }));
    await renderApp('/saved-searches');
    expect(await screen.findByRole('heading', { name: 'Noch keine gespeicherten Suchen' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText(/Wähle unter „Mieter finden“ eine Stadt/)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Mieter finden' })).toHaveAttribute('href', '/all-tenant-requests');
  });

  it('shows the server’s error with a way to try again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/saved-searches': () =>
        fail
          ? json(503, { code: 'ServiceUnavailable', message: '' }, { 'Retry-After': '0' })
          : json(200, page([hamburg])),
    });
    const { user } = await renderApp('/saved-searches', 'en');
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Hamburg' })).toBeInTheDocument();
  });
});
