import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, json } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

describe('the verification link', () => {
  it('in the browser that signed up: verified, straight on to the plan choice with the checkout pass', async () => {
    const api = fakeApi({
      'GET /api/auth/confirm-email/tok-1': () =>
        json(200, {
          message: 'Email verified',
          email: 'mia@example.com',
          role: 'client',
          checkout_token: 'checkout-from-link',
          freePlanUsed: false,
        }),
    });
    const { router } = await renderApp('/verify-email?token=tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wähle deinen Tarif' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(router.state.location.search).toBe('?email=mia%40example.com&role=client');
    expect(screen.getByText('E-Mail bestätigt – willkommen!')).toBeInTheDocument();
    expect(screen.getByText('Für mia@example.com')).toBeInTheDocument();
    // Nobody tried to log in: no NoPayment toast, no error anywhere.
    expect(screen.queryByText(/Zahlung noch nicht abgeschlossen/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kostenlos fortfahren' })).toBeEnabled();
    expect(sessionStorage.getItem('checkout_token')).toBe('checkout-from-link');
    expect(api.to('GET /api/auth/confirm-email/tok-1')).toHaveLength(1);
  });

  it('opened in another browser (or again): verified, then the login', async () => {
    fakeApi({ 'GET /api/auth/confirm-email/tok-2': () => json(200, { message: 'Email verified' }) });
    const { user, router } = await renderApp('/verify-email?token=tok-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Mail bestätigt' })).toBeInTheDocument();
    expect(sessionStorage.getItem('checkout_token')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Zur Anmeldung' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('a rejected link says so in the specification words', async () => {
    fakeApi({
      'GET /api/auth/confirm-email/tok-3': () =>
        json(400, { code: 'EmailVerificationFailed', message: 'Email verification failed. Please try again.' }),
    });
    await renderApp('/verify-email?token=tok-3', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email verification failed. Please try again.' }),
    ).toBeInTheDocument();
  });
});
