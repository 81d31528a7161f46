import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Property } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { AREA_FIXTURE } from '../../../../test/fixtures/area';
import { makeProperty } from '../../../../test/fixtures/property';

const landlord = makeUser({ id: 'landlord-1', role: 'contractor', firstName: 'Viktor', lastName: 'Vermieter' });
const tenant = makeUser({ id: 'tenant-1', role: 'client' });
const NOTE = /Besichtigungen werden unter allen passenden Bewerbungen verlost/;

function tenantRoutes(property: Property) {
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, tenant),
    [`GET /api/landlord/${property.id}`]: () => json(200, property),
    'GET /api/favorites/properties': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    'GET /api/applications': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
  });
}

describe('fair selection on the listing', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells tenants that viewings are drawn by lot', async () => {
    storeSession('tenant-1');
    tenantRoutes(makeProperty({ id: 'fair-1', fairSelection: true }));
    await renderApp('/property-details/fair-1');
    const note = await screen.findByText(NOTE, {}, { timeout: 5000 });
    expect(note.closest('p')).toHaveTextContent(
      'Faire Auswahl: Besichtigungen werden unter allen passenden Bewerbungen verlost',
    );
  });

  it('says it in English too', async () => {
    storeSession('tenant-1');
    tenantRoutes(makeProperty({ id: 'fair-2', fairSelection: true }));
    await renderApp('/property-details/fair-2', 'en');
    const note = await screen.findByText(/viewings are drawn by lot/, {}, { timeout: 5000 });
    expect(note.closest('p')).toHaveTextContent(
      'Fair selection: viewings are drawn by lot among all suitable applications',
    );
  });

  it('says nothing of the kind on a listing without fair selection', async () => {
    storeSession('tenant-1');
    tenantRoutes(makeProperty({ id: 'plain-1', fairSelection: false }));
    await renderApp('/property-details/plain-1');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Helle 3-Zimmer-Wohnung' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('is a switch in the listing form that the landlord turns on, with its explanation', async () => {
    storeSession('landlord-1');
    const existing = makeProperty({ id: 'prop-9', listedBy: 'landlord-1', fairSelection: false });
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
      'GET /api/landlord/prop-9': () => json(200, existing),
      'PATCH /api/landlord/update/prop-9': () => json(200, { ...existing, fairSelection: true }),
    });
    const { user } = await renderApp('/edit-property/prop-9', 'de');
    await screen.findByRole('textbox', { name: 'Titel' }, { timeout: 5000 });
    const fair = screen.getByRole('switch', { name: 'Faire Auswahl' });
    expect(fair).not.toBeChecked();
    expect(fair).toHaveAccessibleDescription(/ohne Name, Foto und Kontakt/);
    fair.focus();
    await user.keyboard(' ');
    expect(fair).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Immobilie speichern' }));
    await waitFor(() => expect(api.to('PATCH /api/landlord/update/prop-9')).toHaveLength(1));
    expect((api.to('PATCH /api/landlord/update/prop-9')[0]!.body as FormData).getAll('fairSelection')).toEqual([
      'true',
    ]);
  }, 20_000);
});
