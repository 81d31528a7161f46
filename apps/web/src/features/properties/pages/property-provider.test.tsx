import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { ListingProvider } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { AREA_FIXTURE } from '../../../../test/fixtures/area';
import { makeProperty } from '../../../../test/fixtures/property';

// Pages load lazily; on a busy machine the first render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const tenant = makeUser({ id: 'tenant-1', role: 'client' });
const business: ListingProvider = {
  type: 'business',
  name: 'Wohnbau Nord GmbH',
  address: 'Hafenstraße 1, 20095 Hamburg',
  phone: '+49 40 123456',
  email: 'info@wohnbau-nord.example',
  tradeRegister: 'HRB 12345, Amtsgericht Hamburg',
  checked: true,
};
const noFavourites = () => json(200, { items: [], total: 0, page: 1, pageSize: 50 });

/** Who offers a listing (DSA Art. 30), on its page and on its card. */
describe('the listing’s provider', { timeout: 20_000 }, () => {
  beforeEach(() => storeSession('tenant-1'));
  afterEach(() => vi.restoreAllMocks());

  it('a business: "Gewerblicher Anbieter" with name, address, phone, email, trade register and the check', async () => {
    fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/landlord/b1': () => json(200, makeProperty({ id: 'b1', provider: business })),
      'GET /api/favorites/properties': noFavourites,
    });
    const { user } = await renderApp('/property-details/b1');
    const card = await screen.findByRole('region', { name: /Gewerblicher Anbieter/ });
    expect(within(card).getByText('Wohnbau Nord GmbH')).toBeInTheDocument();
    expect(within(card).getByText('Hafenstraße 1, 20095 Hamburg')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '+49 40 123456' })).toHaveAttribute('href', 'tel:+4940123456');
    expect(within(card).getByRole('link', { name: 'info@wohnbau-nord.example' })).toHaveAttribute(
      'href',
      'mailto:info@wohnbau-nord.example',
    );
    expect(within(card).getByText('HRB 12345, Amtsgericht Hamburg')).toBeInTheDocument();
    expect(within(card).getByText('Von Mietmatch geprüft')).toBeInTheDocument();
    expect(within(card).getByText(/geltendem EU-Recht entsprechen/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'EN – English' }));
    expect(await screen.findByRole('region', { name: /Commercial provider/ })).toBeInTheDocument();
  });

  it('a business without a trade-register entry and not yet checked says so', async () => {
    fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/landlord/b2': () =>
        json(200, makeProperty({ id: 'b2', provider: { ...business, tradeRegister: null, checked: false } })),
      'GET /api/favorites/properties': noFavourites,
    });
    await renderApp('/property-details/b2');
    const card = await screen.findByRole('region', { name: /Gewerblicher Anbieter/ });
    expect(within(card).getByText('Nicht im Handelsregister eingetragen')).toBeInTheDocument();
    expect(within(card).queryByText('Von Mietmatch geprüft')).not.toBeInTheDocument();
  });

  it('a private landlord: "Privater Anbieter", no business details', async () => {
    fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/landlord/p1': () => json(200, makeProperty({ id: 'p1', provider: { type: 'private' } })),
      'GET /api/favorites/properties': noFavourites,
    });
    await renderApp('/property-details/p1');
    const card = await screen.findByRole('region', { name: 'Privater Anbieter' });
    expect(card).toHaveTextContent('Diese Immobilie wird von einer Privatperson angeboten.');
    expect(screen.queryByRole('region', { name: /Gewerblicher Anbieter/ })).not.toBeInTheDocument();
  });

  it('a result card of a business carries the "Gewerblich" badge, a private one none', async () => {
    fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
      'GET /api/landlord/filter': () =>
        json(200, {
          items: [
            makeProperty({ id: 'b1', title: 'Wohnung der GmbH', provider: business }),
            makeProperty({ id: 'p1', title: 'Wohnung von privat', provider: { type: 'private' } }),
          ],
          total: 2,
          page: 1,
          pageSize: 10,
          fallback: null,
        }),
      'GET /api/favorites/properties': noFavourites,
    });
    await renderApp('/properties-list?city=Berlin&state=Berlin');
    const cardOf = async (title: string) =>
      (await screen.findByRole('link', { name: title })).closest('article') as HTMLElement;
    expect(within(await cardOf('Wohnung der GmbH')).getByText('Gewerblich')).toBeInTheDocument();
    expect(within(await cardOf('Wohnung von privat')).queryByText('Gewerblich')).not.toBeInTheDocument();
  });
});
