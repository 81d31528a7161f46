import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { AREA_FIXTURE } from '../../../test/fixtures/area';
import { makeRequest } from '../../../test/fixtures/request';

// Pages load lazily; on a busy machine the first render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const landlord = makeUser({ id: 'landlord-1', role: 'contractor' });

/** The card's line of room count, size and type, found by the tenant's name. */
function factsOf(name: string) {
  const card = screen.getByRole('link', { name }).closest('.relative') as HTMLElement;
  return card.querySelector('li:last-child') as HTMLElement;
}

describe('a request card’s size', { timeout: 20_000 }, () => {
  beforeEach(() => storeSession('landlord-1'));
  afterEach(() => vi.restoreAllMocks());

  it('says "Keine Größenvorgabe" for 0 m² and the size otherwise', async () => {
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
      'GET /api/tenant/filter': () =>
        json(200, {
          items: [
            {
              ...makeRequest({ id: 'req-1', firstName: 'Mia', lastName: 'Sommer', squareMeters: 0 }),
              distanceKm: null,
              topPlacement: false,
            },
            {
              ...makeRequest({ id: 'req-2', firstName: 'Jonas', lastName: 'Kraus', squareMeters: 85 }),
              distanceKm: null,
              topPlacement: false,
            },
          ],
          total: 2,
          page: 1,
          pageSize: 10,
          fallback: null,
        }),
      'GET /api/favorites/requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    });
    await renderApp('/all-tenant-requests?city=Berlin&state=Berlin');
    await screen.findByRole('link', { name: 'Mia Sommer' });
    expect(factsOf('Mia Sommer')).toHaveTextContent('Keine Größenvorgabe');
    expect(factsOf('Mia Sommer')).not.toHaveTextContent('m²');
    expect(factsOf('Jonas Kraus')).toHaveTextContent('85 m²');
    expect(factsOf('Jonas Kraus')).not.toHaveTextContent('Keine Größenvorgabe');
  });

  it('shows a landlord past browsing the stage reached, and nothing while browsing', async () => {
    const landlordSees = (id: string, firstName: string, stage: 'browse' | 'contact' | 'interest') => ({
      ...makeRequest({ id, firstName, lastName: 'S.', fileAccess: 'none' }),
      stage,
      distanceKm: null,
      topPlacement: false,
    });
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
      'GET /api/tenant/filter': () =>
        json(200, {
          items: [landlordSees('req-1', 'Mia', 'browse'), landlordSees('req-2', 'Ben', 'interest')],
          total: 2,
          page: 1,
          pageSize: 10,
          fallback: null,
        }),
      'GET /api/favorites/requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    });
    await renderApp('/all-tenant-requests?city=Berlin&state=Berlin');
    const ben = (await screen.findByRole('link', { name: 'Ben S.' })).closest('.relative') as HTMLElement;
    const mia = screen.getByRole('link', { name: 'Mia S.' }).closest('.relative') as HTMLElement;
    expect(ben).toHaveTextContent('Stufe: Interesse');
    expect(mia).not.toHaveTextContent('Stufe:');
  });
});
