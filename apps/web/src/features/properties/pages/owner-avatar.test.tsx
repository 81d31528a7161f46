import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { AREA_FIXTURE } from '../../../../test/fixtures/area';
import { makeProperty } from '../../../../test/fixtures/property';
import { imagesLoad } from '../../../../test/loaded-images';
import { renderApp } from '../../../../test/render-app';

const tenant = makeUser({ id: 'tenant-1', role: 'client' });
const picture = '/api/files/avatars/greta-thumb.webp';

function routes(properties: ReturnType<typeof makeProperty>[]) {
  const details = properties.map((property) => [`GET /api/landlord/${property.id}`, () => json(200, property)]);
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, tenant),
    'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
    'GET /api/landlord/filter': () =>
      json(200, { items: properties, total: properties.length, page: 1, pageSize: 10, fallback: null }),
    'GET /api/favorites/properties': () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    ...Object.fromEntries(details),
  });
}

/** The owner's picture where the listing names its landlord: the result card and the landlord card. */
describe('the owner’s picture on a listing', () => {
  beforeEach(() => {
    storeSession('tenant-1');
    imagesLoad();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the picture on the result card of an owner who has one, and initials on the other', async () => {
    routes([
      makeProperty({ id: 'p-greta', title: 'Altbau am Park', firstName: 'Greta', lastName: 'Gruen', avatar: picture }),
      makeProperty({ id: 'p-viktor', title: 'Dachwohnung', firstName: 'Viktor', lastName: 'Vermieter', avatar: null }),
    ]);
    await renderApp('/properties-list?city=Berlin&state=Berlin');
    const withPicture = (await screen.findByRole('link', { name: 'Altbau am Park' })).closest('article')!;
    expect(within(withPicture).getByText('Greta Gruen')).toBeInTheDocument();
    expect(withPicture.querySelector(`img[src="${picture}"]`)).toBeInTheDocument();
    expect(within(withPicture).queryByText('GG')).not.toBeInTheDocument();

    const withoutPicture = screen.getByRole('link', { name: 'Dachwohnung' }).closest('article')!;
    expect(within(withoutPicture).getByText('VV')).toBeInTheDocument();
    expect(withoutPicture.querySelector('img[src*="avatars"]')).not.toBeInTheDocument();
  });

  it('shows the picture in the landlord card of the details page', async () => {
    routes([makeProperty({ id: 'p-greta', firstName: 'Greta', lastName: 'Gruen', avatar: picture })]);
    await renderApp('/property-details/p-greta');
    const card = await screen.findByRole('region', { name: 'Vermieter' });
    expect(within(card).getByText('Greta Gruen')).toBeInTheDocument();
    expect(card.querySelector(`img[src="${picture}"]`)).toBeInTheDocument();
    expect(within(card).queryByText('GG')).not.toBeInTheDocument();
  });

  it('shows the landlord’s initials in the landlord card when there is no picture', async () => {
    routes([makeProperty({ id: 'p-viktor', firstName: 'Viktor', lastName: 'Vermieter', avatar: null })]);
    await renderApp('/property-details/p-viktor', 'en');
    const card = await screen.findByRole('region', { name: 'Landlord' });
    expect(within(card).getByText('VV')).toBeInTheDocument();
    expect(card.querySelector('img')).not.toBeInTheDocument();
  });
});
