import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, json } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

describe('plan choice after a login gate', () => {
  it('shows the tenant plans with prices per language and VAT', async () => {
    fakeApi({});
    sessionStorage.setItem('checkout_token', 'checkout-1');
    const { user } = await renderApp('/verify-email?email=anna%40example.com&role=client');
    expect(await screen.findByRole('heading', { name: 'Wähle deinen Tarif' })).toBeInTheDocument();
    expect(screen.getByText('8,95 €')).toBeInTheDocument();
    expect(screen.getAllByText(/inkl\. MwSt\./).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Zahlungspflichtig bestellen' })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('€8.95')).toBeInTheDocument();
    expect(screen.getAllByText(/incl\. VAT/).length).toBeGreaterThan(0);
  });

  it('continues for free with the checkout token, then asks to log in again', async () => {
    const api = fakeApi({ 'POST /api/auth/activate-free-plan': () => json(200, { message: 'ok', paymentExpiresAt: '2027-02-21T00:00:00.000Z' }) });
    sessionStorage.setItem('checkout_token', 'checkout-1');
    const { user, router } = await renderApp('/verify-email?email=anna%40example.com&role=client');
    await user.click(await screen.findByRole('button', { name: 'Kostenlos fortfahren' }));

    expect(await screen.findByText('Kostenloser Tarif aktiviert. Bitte melde dich erneut an.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.to('POST /api/auth/activate-free-plan')[0].headers.Authorization).toBe('Bearer checkout-1');
    expect(sessionStorage.getItem('checkout_token')).toBeNull();
  });

  it('says when the free plan was already used', async () => {
    fakeApi({ 'POST /api/auth/activate-free-plan': () => json(409, { code: 'FreePlanUsed', message: 'FreePlanUsed' }) });
    sessionStorage.setItem('checkout_token', 'checkout-1');
    const { user, router } = await renderApp('/verify-email?email=anna%40example.com&role=contractor');
    await user.click(await screen.findByRole('button', { name: 'Kostenlos fortfahren' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Der kostenlose Tarif wurde für dieses Konto bereits genutzt.');
    expect(router.state.location.pathname).toBe('/verify-email');
  });
});
