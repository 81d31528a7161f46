import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { makeProperty } from '../../../../test/fixtures/property';
import { makeRequest } from '../../../../test/fixtures/request';
import { renderApp } from '../../../../test/render-app';

configure({ asyncUtilTimeout: 5000 });

describe('matching properties of a tenant’s request', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the listings with their score and reasons, pages on, and offers no write action', async () => {
    storeSession('tenant-1');
    const items = [
      {
        score: 88,
        reasons: [{ criterion: 'rent', fits: true, points: 25, maxPoints: 25, detail: '1.370 € warm, Budget 1.400 €' }],
        property: makeProperty({ id: 'prop-1', title: 'Helle 3-Zimmer-Wohnung', distanceKm: 1.2 }),
      },
    ];
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'tenant-1' })),
      'GET /api/tenant/req-1': () =>
        json(200, makeRequest({ id: 'req-1', userId: 'tenant-1', targetCity: 'Potsdam', fileAccess: 'owner' })),
      'GET /api/favorites/properties': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      'GET /api/matches/requests/req-1': ({ url }) =>
        json(200, { items, total: 11, page: Number(url.searchParams.get('page')), pageSize: 10 }),
    });
    const { user } = await renderApp('/tenant-request-details/req-1/matches', 'en');
    const list = await screen.findByRole('list', { name: 'Matches by score' });
    expect(screen.getByRole('heading', { level: 2, name: 'Your request in Potsdam' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Helle 3-Zimmer-Wohnung' })).toHaveAttribute(
      'href',
      '/property-details/prop-1',
    );
    expect(within(list).getByText('Match score: 88 out of 100 points')).toBeInTheDocument();
    expect(within(list).getByText('1.370 € warm, Budget 1.400 €')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Write a message' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next page/ }));
    await vi.waitFor(() =>
      expect(api.to('GET /api/matches/requests/req-1').at(-1)!.url.searchParams.get('page')).toBe('2'),
    );
    expect(await within(list).findByText('No. 11')).toBeInTheDocument();
  });
});
