import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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
    expect(await screen.findByText('Du hast noch keinen aktiven Tarif. Wähle einen, um alle Funktionen zu nutzen.')).toBeInTheDocument();
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
    expect(screen.getAllByRole('button', { name: 'Zahlungspflichtig bestellen' })).toHaveLength(3);
  });
});
