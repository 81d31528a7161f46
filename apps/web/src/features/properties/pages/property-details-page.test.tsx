import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { makeProperty } from '../../../../test/fixtures/property';

const images = ['a', 'b', 'c'].map((id) => ({ id, url: `/files/${id}.webp`, thumbUrl: `/files/${id}-t.webp` }));

describe('property details', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows gallery (arrow keys), facts, costs, energy certificate and the landlord card to a tenant', async () => {
    storeSession('tenant-1');
    const property = makeProperty({
      id: 'p1',
      images,
      energyCertificateType: 'demand',
      energyValue: 92.5,
      energyEfficiencyClass: 'C',
      yearOfConstruction: 1998,
    });
    fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'tenant-1', role: 'client' })),
      'GET /api/landlord/p1': () => json(200, property),
      'GET /api/favorites/properties': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    });
    const { user } = await renderApp('/property-details/p1');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Helle 3-Zimmer-Wohnung' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const slide = screen.getByRole('group', { name: 'Bild 1 von 3' });
    slide.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('group', { name: 'Bild 2 von 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('group', { name: 'Bild 3 von 3' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Helle 3-Zimmer-Wohnung – Bild 3 von 3' })).toHaveAttribute(
      'src',
      '/files/c.webp',
    );

    expect(screen.getByText('Bedarfsausweis')).toBeInTheDocument();
    expect(screen.getByText('92,5')).toBeInTheDocument();
    // Warm rent = cold rent + costs, in the costs card, whose headline repeats it (and, on phones, one under the title).
    expect(screen.getByText('Warmmiete').closest('dl')).toHaveTextContent(
      /^Kaltmiete1\.150\s€Nebenkosten220\s€Warmmiete1\.370\s€$/,
    );
    expect(screen.getAllByText(/^1\.370\s€$/)).toHaveLength(3);
    expect(screen.getByRole('link', { name: '+49 30 1234' })).toHaveAttribute('href', 'tel:+49301234');
    expect(screen.getByRole('link', { name: 'Alle Immobilien' })).toHaveAttribute(
      'href',
      '/properties-list/landlord-1',
    );
    expect(screen.getByRole('link', { name: 'Profil ansehen' })).toHaveAttribute('href', '/user-profile/landlord-1');
    expect(screen.getByRole('button', { name: 'Zu Favoriten hinzufügen' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    // The menu has "Besichtigungen" for everyone; the listing's own slots are only the owner's.
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Besichtigungen' })).not.toBeInTheDocument();
    expect(screen.queryByText(/nach der Buchung einer Besichtigung/)).not.toBeInTheDocument();
  }, 20_000);

  it('leaves out a figure the landlord left open instead of a dash', async () => {
    storeSession('tenant-1');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'tenant-1', role: 'client' })),
      'GET /api/landlord/p4': () => json(200, makeProperty({ id: 'p4', numberOfBathrooms: null })),
      'GET /api/favorites/properties': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    });
    await renderApp('/property-details/p4');
    const facts = (await screen.findByRole('heading', { name: 'Eckdaten' })).nextElementSibling as HTMLElement;
    expect(within(facts).getByText('Zimmer')).toBeInTheDocument();
    expect(within(facts).queryByText('Badezimmer')).not.toBeInTheDocument();
    expect(within(facts).queryByText('–')).not.toBeInTheDocument();
  });

  it('shows a tenant postal code, city and district with a hint while the landlord hides the street', async () => {
    storeSession('tenant-1');
    const hidden = makeProperty({ id: 'p2', address: '', addressHidden: true, postalCode: '10437', city: 'Berlin' });
    fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'tenant-1', role: 'client' })),
      'GET /api/landlord/p2': () => json(200, { ...hidden, district: 'Prenzlauer Berg' }),
      'GET /api/favorites/properties': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    });
    await renderApp('/property-details/p2');
    expect(await screen.findByText('10437 Berlin (Prenzlauer Berg)', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Die genaue Adresse siehst du nach der Buchung einer Besichtigung')).toBeInTheDocument();
  }, 20_000);

  it('shows the street once the tenant has booked (the answer no longer hides it)', async () => {
    storeSession('tenant-1');
    const shown = makeProperty({ id: 'p3', address: 'Kastanienallee 12', addressHidden: false, postalCode: '10437' });
    fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'tenant-1', role: 'client' })),
      'GET /api/landlord/p3': () => json(200, shown),
      'GET /api/favorites/properties': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    });
    await renderApp('/property-details/p3', 'en');
    expect(await screen.findByText(/^Kastanienallee 12, 10437/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/once you have booked a viewing/)).not.toBeInTheDocument();
  }, 20_000);

  it('gives the owner edit and delete (after asking), then back to My Properties', async () => {
    storeSession('landlord-1');
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'landlord-1', role: 'contractor' })),
      'GET /api/landlord/p1': () => json(200, makeProperty({ id: 'p1' })),
      'DELETE /api/landlord/delete/p1': () => json(200, { message: 'Property deleted' }),
      'GET /api/landlord/filter': () => json(200, { items: [], total: 0, page: 1, pageSize: 10, fallback: null }),
    });
    const { user, router } = await renderApp('/property-details/p1', 'en');
    expect(await screen.findByRole('link', { name: 'Edit' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/edit-property/p1',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Viewings' })).toHaveAttribute(
      'href',
      '/properties/p1/viewings',
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Property deleted')).toBeInTheDocument();
    expect(api.to('DELETE /api/landlord/delete/p1')).toHaveLength(1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/properties-list'));
  }, 20_000);
});
