import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { User, VerifyPaymentResponse } from '@mietmatch/contract';
import { deferred, fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const ID = 'lcs_abcdefghijkl';

function verified(overrides: Partial<VerifyPaymentResponse> = {}): VerifyPaymentResponse {
  return {
    message: 'Payment verified',
    planId: 'tenant-6',
    kind: 'subscription',
    months: 6,
    amountCents: 3570,
    role: 'client',
    email: 'anna@example.com',
    paymentExpiresAt: '2027-05-21T10:00:00.000Z',
    additionalPlanExpiresAt: null,
    ...overrides,
  };
}

describe('payment verification', () => {
  it('signed out (after a login gate): verified, plan and expiry, then log in', async () => {
    sessionStorage.setItem('checkout_token', 'checkout-1');
    const api = fakeApi({ 'GET /api/auth/verify-payment': () => json(200, verified()) });
    const { user, router } = await renderApp(`/verify-payment?session_id=${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Zahlung bestätigt' })).toBeInTheDocument();
    expect(screen.getByText('Dein Tarif Mieter · 6 Monate ist aktiv bis 21.05.2027.')).toBeInTheDocument();
    expect(screen.getByText('35,70 € inkl. MwSt.')).toBeInTheDocument();
    expect(screen.getByText('anna@example.com')).toBeInTheDocument();
    expect(api.to('GET /api/auth/verify-payment')[0].url.searchParams.get('session_id')).toBe(ID);
    // The tab's checkout token goes along; this answer brought no session (e.g. the token had expired).
    expect(api.to('GET /api/auth/verify-payment')[0].headers.Authorization).toBe('Bearer checkout-1');
    // The gate's token has done its job.
    expect(sessionStorage.getItem('checkout_token')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    expect(await screen.findByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Zahlung bestätigt. Bitte melde dich an, um fortzufahren.')).toBeInTheDocument();
  });

  it('with the checkout token the payment was started with: signed in, on to the role home', async () => {
    sessionStorage.setItem('checkout_token', 'checkout-1');
    const api = fakeApi({
      'GET /api/auth/verify-payment': () =>
        json(200, verified({ access_token: 'access-9', refresh_token: 'refresh-9', userId: 'user-9' })),
      'GET /api/auth/current-user': () =>
        json(200, makeUser({ id: 'user-9', paymentExpiresAt: '2099-05-21T10:00:00.000Z' })),
    });
    const { router } = await renderApp(`/verify-payment?session_id=${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Gesuche' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-requests');
    expect(await screen.findByText('Zahlung bestätigt')).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBe('user-9');
    expect(sessionStorage.getItem('checkout_token')).toBeNull();
    // The new session's token is the one the app calls with.
    expect(api.to('GET /api/auth/current-user')[0].headers.Authorization).toBe('Bearer access-9');
  });

  it('in English, with the date per language', async () => {
    const api = fakeApi({
      'GET /api/auth/verify-payment': () =>
        json(200, verified({ planId: 'landlord-1', months: 1, amountCents: 1995, role: 'contractor' })),
    });
    await renderApp(`/verify-payment?session_id=${ID}`, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment verified' })).toBeInTheDocument();
    expect(screen.getByText('Your Landlord · 1 month plan is active until 21 May 2027.')).toBeInTheDocument();
    expect(screen.getByText('€19.95 incl. VAT')).toBeInTheDocument();
    // Another browser has no checkout token: the session id alone, which signs nobody in.
    expect(api.to('GET /api/auth/verify-payment')[0].headers.Authorization).toBeUndefined();
  });

  it('signed in (a renewal): stays on the page, reloads the user and goes to the start page of the role', async () => {
    storeSession();
    let current: User = makeUser({ planId: 'tenant-3', paymentExpiresAt: '2020-01-01T00:00:00.000Z' });
    // The provider confirms only once the app holds the member with the ended plan.
    const confirmation = deferred<void>();
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, current),
      'GET /api/auth/verify-payment': async () => {
        await confirmation.promise;
        current = { ...current, planId: 'tenant-6', paymentExpiresAt: '2099-05-21T10:00:00.000Z' };
        return json(200, verified({ paymentExpiresAt: current.paymentExpiresAt }));
      },
    });
    const { user, router } = await renderApp(`/verify-payment?session_id=${ID}`);
    await waitFor(() => expect(api.to('GET /api/auth/current-user')).toHaveLength(1));
    const askedBefore = api.requests.length;
    confirmation.resolve();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zahlung bestätigt' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    // Only the member asked for again knows the new plan: with the old one the guards would send them to the plans.
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Gesuche' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-requests');
    expect(api.requests.slice(askedBefore).map((r) => r.path)).toContain('/api/auth/current-user');
  });

  it('the additional plan, signed in: back to the page that asked for it', async () => {
    storeSession();
    sessionStorage.setItem('checkout_return_to', '/profile-view');
    let current: User = makeUser();
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, current),
      'GET /api/auth/verify-additional-payment': () => {
        current = { ...current, additionalPlanExpiresAt: '2099-02-21T10:00:00.000Z' };
        return json(
          200,
          verified({
            planId: 'additional-3',
            kind: 'additional',
            months: 3,
            amountCents: 2985,
            additionalPlanExpiresAt: current.additionalPlanExpiresAt,
          }),
        );
      },
    });
    const { user, router } = await renderApp(`/aditional-plan-success?session_id=${ID}&isAdditionalPlan=true`);
    // Inside the dashboard: the top bar holds the page's h1.
    expect(await screen.findByRole('heading', { level: 2, name: 'Zahlung bestätigt' })).toBeInTheDocument();
    expect(screen.getByText('Dein Zusatztarif ist aktiv bis 21.02.2099.')).toBeInTheDocument();
    expect(screen.getByText('29,85 € inkl. MwSt.')).toBeInTheDocument();
    const [request] = api.to('GET /api/auth/verify-additional-payment');
    expect(request.url.searchParams.get('session_id')).toBe(ID);
    expect(request.url.searchParams.get('isAdditionalPlan')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Profil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile-view');
    expect(sessionStorage.getItem('checkout_return_to')).toBeNull();
  });

  it('the additional plan without a page to go back to: the plan page shows the new expiry', async () => {
    storeSession();
    let current: User = makeUser();
    fakeApi({
      'GET /api/auth/current-user': () => json(200, current),
      'GET /api/auth/verify-additional-payment': () => {
        current = { ...current, additionalPlanExpiresAt: '2099-02-21T10:00:00.000Z' };
        return json(
          200,
          verified({
            planId: 'additional-3',
            kind: 'additional',
            months: 3,
            amountCents: 2985,
            additionalPlanExpiresAt: current.additionalPlanExpiresAt,
          }),
        );
      },
    });
    const { user, router } = await renderApp(`/aditional-plan-success?session_id=${ID}&isAdditionalPlan=true`);
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(await screen.findAllByText('Gültig bis 21.02.2099')).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/my-subscriptions');
    expect(router.state.location.search).toBe('?isAdditionalPlan=true');
  });

  it('shows "Payment verification failed." when the provider says no, and can ask again', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/auth/verify-payment': () => {
        calls += 1;
        return json(400, { code: 'PaymentVerificationFailed', message: 'Payment verification failed.' });
      },
    });
    const { user } = await renderApp(`/verify-payment?session_id=${ID}`, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not verified' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment verification failed.');
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('shows "Missing payment session." without asking the server when the link has no session id', async () => {
    const api = fakeApi({});
    await renderApp('/verify-payment', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not verified' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Missing payment session.');
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('the additional plan page without a session id, signed in: back to the plans', async () => {
    storeSession();
    const api = fakeApi({ 'GET /api/auth/current-user': () => json(200, makeUser()) });
    await renderApp('/aditional-plan-success');
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Zahlungssitzung fehlt.');
    expect(screen.getByRole('link', { name: 'Zurück zur Tarifauswahl' })).toHaveAttribute(
      'href',
      '/my-subscriptions?isAdditionalPlan=true',
    );
    expect(api.to('GET /api/auth/verify-additional-payment')).toHaveLength(0);
  });
});
