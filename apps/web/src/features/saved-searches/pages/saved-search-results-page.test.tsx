import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { makeProperty } from '../../../../test/fixtures/property';
import { makeRequest } from '../../../../test/fixtures/request';
import { makeSavedSearch, page } from '../test-data';

const tenant = makeUser({ id: 'tenant-1', role: 'client' });
const landlord = makeUser({ id: 'landlord-1', role: 'contractor' });

function propertyResults(request: FakeRequest) {
  const pageNo = Number(request.url.searchParams.get('page'));
  const pageSize = Number(request.url.searchParams.get('pageSize'));
  const items = Array.from({ length: pageNo === 1 ? pageSize : 2 }, (_, i) => ({
    ...makeProperty({ id: `p-${pageNo}-${i}`, title: `Wohnung ${(pageNo - 1) * pageSize + i + 1}` }),
    // The first two of page 1 arrived since the search was last opened.
    isNew: pageNo === 1 && i < 2,
  }));
  return json(200, { kind: 'property', items, total: pageSize + 2, page: pageNo, pageSize });
}

describe('a saved search’s results', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the listings as saved, marks what is new and pages through them', async () => {
    storeSession('tenant-1');
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/saved-searches': () => json(200, page([makeSavedSearch({ name: 'Berlin günstig', newCount: 2 })])),
      'GET /api/saved-searches/ss-1/results': propertyResults,
      'GET /api/favorites/properties': () => json(200, page([])),
    });
    const { user } = await renderApp('/saved-searches/ss-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Berlin günstig' })).toBeInTheDocument();
    expect(await screen.findByText('12 Ergebnisse')).toBeInTheDocument();
    const card = (title: string) => screen.getByRole('link', { name: title }).closest('article')!;
    expect(within(card('Wohnung 1')).getByText('Neu')).toBeInTheDocument();
    expect(within(card('Wohnung 2')).getByText('Neu')).toBeInTheDocument();
    expect(within(card('Wohnung 3')).queryByText('Neu')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Filter ändern' })).toHaveAttribute(
      'href',
      '/properties-list?city=Berlin&state=Berlin&maxPrice=1200',
    );

    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(await screen.findByRole('link', { name: 'Wohnung 11' })).toBeInTheDocument();
    expect(screen.queryByText('Neu')).not.toBeInTheDocument();
    expect(api.to('GET /api/saved-searches/ss-1/results').map((r) => Object.fromEntries(r.url.searchParams))).toEqual([
      { page: '1', pageSize: '10' },
      { page: '2', pageSize: '10' },
    ]);
  });

  it('shows a landlord’s request results with the request cards', async () => {
    storeSession('landlord-1');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/saved-searches': () =>
        json(200, page([makeSavedSearch({ kind: 'request', name: 'Mieter in Köln', filters: { city: 'Köln' } })])),
      'GET /api/saved-searches/ss-1/results': () =>
        json(200, {
          kind: 'request',
          items: [
            {
              ...makeRequest({ id: 'r-1', firstName: 'Jana', lastName: 'Neu' }),
              distanceKm: null,
              topPlacement: false,
              isNew: true,
            },
            {
              ...makeRequest({ id: 'r-2', firstName: 'Olaf', lastName: 'Alt' }),
              distanceKm: null,
              topPlacement: false,
              isNew: false,
            },
          ],
          total: 2,
          page: 1,
          pageSize: 10,
        }),
      'GET /api/favorites/requests': () => json(200, page([])),
    });
    await renderApp('/saved-searches/ss-1', 'en');
    const jana = (await screen.findByRole('link', { name: 'Jana Neu' })).closest('li')!;
    expect(within(jana).getByText('New')).toBeInTheDocument();
    const olaf = screen.getByRole('link', { name: 'Olaf Alt' }).closest('li')!;
    expect(within(olaf).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change filters' })).toHaveAttribute(
      'href',
      '/all-tenant-requests?city=K%C3%B6ln',
    );
  });

  it('says so when the saved search is gone', async () => {
    storeSession('tenant-1');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/saved-searches': () => json(200, page([])),
      'GET /api/saved-searches/ss-9/results': () => json(404, { code: 'NotFound', message: '' }),
    });
    await renderApp('/saved-searches/ss-9', 'en');
    expect(await screen.findByRole('heading', { name: 'This saved search no longer exists' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'All saved searches' })).toHaveAttribute(
        'href',
        '/saved-searches',
      ),
    );
  });
});
