import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../../test/fake-api';
import { renderApp } from '../../../../../test/render-app';
import { AREA_FIXTURE } from '../../../../../test/fixtures/area';
import { makeProperty } from '../../../../../test/fixtures/property';
import { warmRentOf } from './costs-section';

const landlord = makeUser({ id: 'landlord-1', role: 'contractor', firstName: 'Viktor', lastName: 'Vermieter' });

describe('warm rent = rent + additional cost', () => {
  it('is the sum in cents once both are given', () => {
    expect(warmRentOf('1200', '250')).toBe('1450');
    expect(warmRentOf('899,99', '0.02')).toBe('900.01');
    expect(warmRentOf('1200', '')).toBeNull();
    expect(warmRentOf('', '250')).toBeNull();
    expect(warmRentOf('-5', '250')).toBeNull();
  });
});

describe('the property form’s warm rent', () => {
  beforeEach(() => storeSession('landlord-1'));
  afterEach(() => vi.restoreAllMocks());

  it('fills itself in, follows rent and additional cost, and warns when the landlord writes another total', async () => {
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
    });
    const { user } = await renderApp('/add-property', 'en');
    const rent = await screen.findByRole('spinbutton', { name: 'Rent (€)' }, { timeout: 5000 });
    const additional = screen.getByRole('spinbutton', { name: 'Estimated additional cost (€)' });
    const warm = screen.getByRole('spinbutton', { name: 'Warm rent, total (€)' });
    await user.type(rent, '1200');
    expect(warm).toHaveValue(null);
    await user.type(additional, '250');
    expect(warm).toHaveValue(1450);
    expect(warm).toHaveAccessibleDescription(
      'Rent + additional cost, filled in for you. Change it if the total differs.',
    );
    await user.clear(rent);
    await user.type(rent, '1300');
    expect(warm).toHaveValue(1550);

    await user.clear(warm);
    await user.type(warm, '1600');
    expect(screen.getByText('This differs from rent + additional cost (€1,550).')).toBeInTheDocument();
    expect(warm).not.toHaveAccessibleDescription(/filled in for you/);
    // The landlord's own total stays when the parts change; the warning names the new sum.
    await user.clear(additional);
    await user.type(additional, '200');
    expect(warm).toHaveValue(1600);
    expect(screen.getByText('This differs from rent + additional cost (€1,500).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use €1,500' }));
    expect(warm).toHaveValue(1500);
    expect(screen.queryByText(/This differs/)).not.toBeInTheDocument();
  }, 20_000);

  it('warns on opening a listing saved with another total, in German', async () => {
    const existing = makeProperty({
      id: 'prop-7',
      listedBy: 'landlord-1',
      rent: 1150,
      additionalCost: 220,
      warmRent: 1400,
    });
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/geo/areas': () => json(200, AREA_FIXTURE),
      'GET /api/landlord/prop-7': () => json(200, existing),
    });
    await renderApp('/edit-property/prop-7', 'de');
    const warm = await screen.findByRole('spinbutton', { name: 'Warmmiete gesamt (€)' }, { timeout: 5000 });
    await waitFor(() => expect(warm).toHaveValue(1400));
    expect(screen.getByText(/Weicht von Kaltmiete \+ Nebenkosten \(1\.370\s€\) ab\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /1\.370\s€ übernehmen/ })).toBeInTheDocument();
  }, 20_000);
});
