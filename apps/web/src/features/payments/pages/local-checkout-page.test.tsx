import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { LocalCheckoutSession } from '@mietmatch/contract';
import { browserLocation } from '../../../lib/browser-location';
import { deferred, fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const ID = 'lcs_abcdefghijkl';

function session(overrides: Partial<LocalCheckoutSession> = {}): LocalCheckoutSession {
  return {
    sessionId: ID,
    status: 'open',
    amountCents: 3570,
    currency: 'eur',
    description: 'Mieter · 6 Monate – Mietmatch | Rentmatch',
    planId: 'tenant-6',
    months: 6,
    email: 'anna@example.com',
    successUrl: `http://localhost/verify-payment?session_id=${ID}`,
    cancelUrl: 'http://localhost/verify-email?email=anna%40example.com&role=client',
    ...overrides,
  };
}

describe('local test checkout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the test payment banner, what is bought, the amount incl. VAT and the account, without a login', async () => {
    const api = fakeApi({ [`GET /api/payments/local/${ID}`]: () => json(200, session()) });
    const { user } = await renderApp(`/local-checkout/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bezahlen' })).toBeInTheDocument();
    expect(screen.getByText('Testzahlung – es wird kein Geld bewegt')).toBeInTheDocument();
    expect(screen.getByText('Mieter · 6 Monate')).toBeInTheDocument();
    expect(screen.getByText('35,70 €')).toBeInTheDocument();
    expect(screen.getByText('inkl. MwSt.')).toBeInTheDocument();
    expect(screen.getByText('anna@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^35,70\s€ bezahlen$/ })).toBeEnabled();
    expect(document.title).toBe('Testzahlung - Mietmatch | Rentmatch');
    expect(api.requests[0].headers.Authorization).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'EN – English' }));
    expect(await screen.findByText('Test payment — no money moves')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay €35.70' })).toBeInTheDocument();
    expect(screen.getByText('incl. VAT')).toBeInTheDocument();
  });

  it('pays: busy, both buttons locked, then the browser follows the redirect', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const answer = deferred<Response>();
    const api = fakeApi({
      [`GET /api/payments/local/${ID}`]: () => json(200, session()),
      [`POST /api/payments/local/${ID}/pay`]: () => answer.promise,
    });
    const { user } = await renderApp(`/local-checkout/${ID}`);
    await user.click(await screen.findByRole('button', { name: /^35,70\s€ bezahlen$/ }));
    expect(screen.getByRole('button', { name: 'Wird bezahlt...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Wird bezahlt...' }));
    expect(api.to(`POST /api/payments/local/${ID}/pay`)).toHaveLength(1);

    answer.resolve(json(200, { redirectUrl: `http://localhost/verify-payment?session_id=${ID}` }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`http://localhost/verify-payment?session_id=${ID}`));
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
  });

  it('cancels back to where the order started', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    storeSession();
    fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser()),
      [`GET /api/payments/local/${ID}`]: () => json(200, session()),
      [`POST /api/payments/local/${ID}/cancel`]: () => json(200, { redirectUrl: 'http://localhost/my-subscriptions' }),
    });
    const { user, router } = await renderApp(`/local-checkout/${ID}`);
    // Signed in, the page stays (no redirect to the start page as on the login screens).
    await user.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/my-subscriptions'));
    expect(router.state.location.pathname).toBe(`/local-checkout/${ID}`);
  });

  it.each([
    ['paid', 'Bereits bezahlt', 'Weiter zur Bestätigung', `http://localhost/verify-payment?session_id=${ID}`],
    [
      'canceled',
      'Zahlung abgebrochen',
      'Zurück zur Tarifauswahl',
      'http://localhost/verify-email?email=anna%40example.com&role=client',
    ],
  ] as const)('shows a %s session as such, without Pay', async (status, heading, action, url) => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    fakeApi({ [`GET /api/payments/local/${ID}`]: () => json(200, session({ status })) });
    const { user } = await renderApp(`/local-checkout/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText('Testzahlung – es wird kein Geld bewegt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /bezahlen/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: action }));
    expect(assign).toHaveBeenCalledWith(url);
  });

  it('says so when the session does not exist', async () => {
    fakeApi({});
    await renderApp(`/local-checkout/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Zahlung nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/login');
  });
});
