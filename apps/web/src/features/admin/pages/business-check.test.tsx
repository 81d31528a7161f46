import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BusinessDetails, User } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const admin = makeUser({ id: 'admin-1', role: 'admin', firstName: 'Ada', lastName: 'Admin', planId: null });
const details: BusinessDetails = {
  isBusiness: true,
  name: 'Wohnbau Nord GmbH',
  address: 'Hafenstraße 1, 20095 Hamburg',
  phone: '+49 40 123456',
  email: 'info@wohnbau-nord.example',
  tradeRegister: 'HRB 12345, Amtsgericht Hamburg',
  noTradeRegister: false,
  certifiedAt: '2026-11-20T10:00:00.000Z',
  checkedAt: null,
};
const business = (checkedAt: string | null = null) =>
  makeUser({
    id: 'u-business',
    role: 'contractor',
    firstName: 'Bea',
    lastName: 'Bauer',
    email: 'bea@example.com',
    businessDetails: { ...details, checkedAt },
  });
const privateLandlord = makeUser({
  id: 'u-private',
  role: 'contractor',
  firstName: 'Paul',
  lastName: 'Privat',
  businessDetails: { ...details, isBusiness: false, name: null, certifiedAt: null },
});

/** The admin sees a business landlord's answers (DSA Art. 30) and marks them as checked. */
describe('/all-users: business landlords', { timeout: 20_000 }, () => {
  beforeEach(() => storeSession('admin-1'));

  it('shows the answers and marks them as checked; the table then says so', async () => {
    let current: User = business();
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, admin),
      'GET /api/admin/users': () =>
        json(200, { items: [admin, current, privateLandlord], total: 3, page: 1, pageSize: 10 }),
      'GET /api/admin/mail-failures': () => json(200, { items: [], total: 0, page: 1, pageSize: 10, pending: 0 }),
      'POST /api/admin/users/u-business/business-check': () => {
        current = business('2026-11-28T09:30:00.000Z');
        return json(200, current);
      },
    });
    const { user } = await renderApp('/all-users');
    await screen.findByText('Bea Bauer');
    const row = () => within(screen.getByRole('row', { name: /Bea Bauer/ }));
    expect(row().getByText('Gewerblich · ungeprüft')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Paul Privat/ })).queryByText(/Gewerblich/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aktionen für Paul Privat' }));
    expect(await screen.findByRole('menuitem', { name: 'Verlauf' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Anbieterangaben' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Aktionen für Bea Bauer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Anbieterangaben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anbieterangaben von Bea Bauer' });
    for (const text of [
      'Wohnbau Nord GmbH',
      'Hafenstraße 1, 20095 Hamburg',
      '+49 40 123456',
      'info@wohnbau-nord.example',
      'HRB 12345, Amtsgericht Hamburg',
      'Noch nicht geprüft',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Als geprüft markieren' }));

    expect(await screen.findByText('Als geprüft markiert')).toBeInTheDocument();
    expect(api.to('POST /api/admin/users/u-business/business-check')).toHaveLength(1);
    await waitFor(() => expect(row().getByText('Gewerblich · geprüft')).toBeInTheDocument());
  });

  it('offers no button once the details are checked', async () => {
    fakeApi({
      'GET /api/auth/current-user': () => json(200, admin),
      'GET /api/admin/users': () =>
        json(200, { items: [business('2026-11-28T09:30:00.000Z')], total: 1, page: 1, pageSize: 10 }),
      'GET /api/admin/mail-failures': () => json(200, { items: [], total: 0, page: 1, pageSize: 10, pending: 0 }),
    });
    const { user } = await renderApp('/all-users');
    await user.click(await screen.findByRole('button', { name: 'Aktionen für Bea Bauer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Anbieterangaben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anbieterangaben von Bea Bauer' });
    expect(within(dialog).getByText(/^Geprüft am/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Als geprüft markieren' })).not.toBeInTheDocument();
  });
});
