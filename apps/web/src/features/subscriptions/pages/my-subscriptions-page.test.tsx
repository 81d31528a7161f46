import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { browserLocation } from '../../../lib/browser-location';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

describe('my subscriptions', () => {
  it('continues for free with the normal session and then opens the start page', async () => {
    storeSession();
    let current = makeUser({ role: 'contractor', paymentExpiresAt: null, planId: null, freePlanUsed: false });
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, current),
      'POST /api/auth/activate-free-plan': () => {
        current = { ...current, planId: 'basic-3', paymentExpiresAt: '2099-01-01T00:00:00.000Z', freePlanUsed: true };
        return json(200, { message: 'ok', paymentExpiresAt: current.paymentExpiresAt });
      },
    });
    const { user, router } = await renderApp('/all-tenant-requests');
    expect(
      await screen.findByText('Du hast noch keinen aktiven Tarif. Wähle einen, um alle Funktionen zu nutzen.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-subscriptions');

    await user.click(screen.getByRole('button', { name: 'Kostenlos fortfahren' }));
    expect(await screen.findByText('Kostenloser Tarif aktiviert.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mieter finden' })).toBeInTheDocument();
    expect(api.to('POST /api/auth/activate-free-plan')[0].headers.Authorization).toBe('Bearer access-1');
  });

  it('opens the additional renter plan with ?isAdditionalPlan=true', async () => {
    storeSession();
    fakeApi({ 'GET /api/auth/current-user': () => json(200, makeUser()) });
    await renderApp('/my-subscriptions?isAdditionalPlan=true');
    expect(await screen.findByRole('tab', { name: 'Zusatztarif', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Du hast keinen Zusatztarif.')).toBeInTheDocument();
    expect(screen.getByText('9,95 €')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Tarif wählen' })).toHaveLength(3);
  });

  describe('with a plan', () => {
    afterEach(() => vi.restoreAllMocks());

    it('shows both plans of a tenant with their expiry and no Basic once it was used', async () => {
      storeSession();
      fakeApi({
        'GET /api/auth/current-user': () =>
          json(
            200,
            makeUser({
              planId: 'tenant-6',
              paymentExpiresAt: '2099-05-21T10:00:00.000Z',
              additionalPlanExpiresAt: '2099-02-21T10:00:00.000Z',
              freePlanUsed: true,
            }),
          ),
      });
      await renderApp('/my-subscriptions');
      const status = within(await screen.findByRole('region', { name: 'Deine Tarife' }));
      expect(status.getByText('Mieter · 6 Monate')).toBeInTheDocument();
      expect(status.getByText('Gültig bis 21.05.2099')).toBeInTheDocument();
      expect(status.getByText('Zusatztarif')).toBeInTheDocument();
      expect(status.getByText('Gültig bis 21.02.2099')).toBeInTheDocument();
      // The running plan is marked; Basic is not offered again.
      expect(
        within(screen.getByRole('region', { name: 'Mieter · 6 Monate' })).getByText('Aktueller Tarif'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Kostenlos fortfahren' })).not.toBeInTheDocument();
    });

    it('offers no "Continue for free" while a paid plan runs, even if Basic was never used', async () => {
      storeSession();
      fakeApi({
        'GET /api/auth/current-user': () =>
          json(
            200,
            makeUser({
              role: 'contractor',
              planId: 'landlord-3',
              paymentExpiresAt: '2099-05-21T10:00:00.000Z',
              freePlanUsed: false,
            }),
          ),
      });
      await renderApp('/my-subscriptions');
      expect(await screen.findByRole('region', { name: 'Deine Tarife' })).toBeInTheDocument();
      // The four paid landlord plans are offered, Basic is not.
      expect(screen.getAllByRole('button', { name: 'Tarif wählen' })).toHaveLength(4);
      expect(screen.queryByRole('button', { name: 'Kostenlos fortfahren' })).not.toBeInTheDocument();
    });

    it('buys the additional plan with the session, starting after the running one', async () => {
      const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
      storeSession();
      const api = fakeApi({
        'GET /api/auth/current-user': () =>
          json(200, makeUser({ additionalPlanExpiresAt: '2099-02-21T10:00:00.000Z' })),
        'POST /api/auth/create-checkout-session': () =>
          json(200, { url: 'http://localhost/local-checkout/lcs_abcdefghijkl', sessionId: 'lcs_abcdefghijkl' }),
      });
      const { user } = await renderApp('/my-subscriptions?isAdditionalPlan=true', 'en');
      await user.click(
        within(await screen.findByRole('region', { name: 'Additional plan · 3 months' })).getByRole('button', {
          name: 'Choose plan',
        }),
      );
      const dialog = within(await screen.findByRole('dialog', { name: 'Review your order' }));
      expect(dialog.getByText('€29.85')).toBeInTheDocument();
      expect(dialog.getByText('21 Feb 2099, when your current plan ends')).toBeInTheDocument();
      await user.click(
        dialog.getByRole('checkbox', {
          name: /I agree to the Terms and Conditions and expressly request that the service begins before the withdrawal period ends/,
        }),
      );
      await user.click(dialog.getByRole('button', { name: 'Order with obligation to pay' }));

      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/local-checkout/lcs_abcdefghijkl'));
      const [request] = api.to('POST /api/auth/create-checkout-session');
      expect(request.url.searchParams.get('isAdditionalPlan')).toBe('true');
      expect(request.body).toEqual({ role: 'client', email: 'anna@example.com', duration: 3 });
      expect(request.headers.Authorization).toBe('Bearer access-1');
    });
  });
});
