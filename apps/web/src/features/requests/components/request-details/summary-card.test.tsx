import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../../test/fake-api';
import { renderApp } from '../../../../../test/render-app';
import { makeRequest } from '../../../../../test/fixtures/request';

// Pages load lazily; on a busy machine the first render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const landlord = makeUser({ id: 'landlord-1', role: 'contractor', firstName: 'Volker', lastName: 'Vermieter' });

/** The key figure under the label "Größe (m²)". */
const sizeFigure = () => screen.getByText('Größe (m²)', { selector: 'p' }).nextElementSibling;

function routes(squareMeters: number) {
  fakeApi({
    'GET /api/auth/current-user': () => json(200, landlord),
    'GET /api/tenant/req-7': () =>
      json(200, makeRequest({ id: 'req-7', userId: 'tenant-9', fileAccess: 'none', squareMeters })),
    'GET /api/favorites/requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
  });
}

describe('the request summary’s size', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('says "Keine Größenvorgabe" rather than "0 m²"', async () => {
    storeSession('landlord-1');
    routes(0);
    await renderApp('/tenant-request-details/req-7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna Berg' })).toBeInTheDocument();
    expect(sizeFigure()).toHaveTextContent(/^Keine Größenvorgabe$/);
    expect(screen.queryByText('0 m²')).not.toBeInTheDocument();
  });

  it('shows a wished size in m²', async () => {
    storeSession('landlord-1');
    routes(85);
    await renderApp('/tenant-request-details/req-7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna Berg' })).toBeInTheDocument();
    expect(sizeFigure()).toHaveTextContent(/^85 m²$/);
  });
});
