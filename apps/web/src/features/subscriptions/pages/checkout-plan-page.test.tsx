import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { browserLocation } from '../../../lib/browser-location';
import { deferred, fakeApi, json, makeUser } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

/** The plans' totals as they read (no-break spaces as spaces). */
const totals = (ending: RegExp) => screen.getAllByText(ending).map((p) => p.textContent!.replace(/\s/g, ' '));

describe('plan choice after a login gate', () => {
  it('shows the tenant plans with prices per language and VAT', async () => {
    fakeApi({});
    sessionStorage.setItem('checkout_token', 'checkout-1');
    const { user } = await renderApp('/verify-email?email=anna%40example.com&role=client');
    expect(await screen.findByRole('heading', { name: 'Wähle deinen Tarif' })).toBeInTheDocument();
    expect(screen.getByText('8,95 €')).toBeInTheDocument();
    // Every plan's total includes VAT (Basic's twice: beside its card on wide screens, under it on phones).
    expect(totals(/inkl\. MwSt\.$/)).toEqual([
      '0,00 € gesamt · inkl. MwSt.',
      '0,00 € gesamt · 3 Monate · inkl. MwSt.',
      '26,85 € gesamt · 3 Monate · inkl. MwSt.',
      '35,70 € gesamt · 6 Monate · inkl. MwSt.',
      '35,40 € gesamt · 12 Monate · inkl. MwSt.',
    ]);
    const choose = screen.getAllByRole('button', { name: 'Tarif wählen' });
    expect(choose).toHaveLength(3);
    // The paid plans can be ordered at once.
    for (const button of choose) expect(button).toBeEnabled();
    // What each plan gives: Basic standard visibility, 12 months top placement and priority support.
    expect(
      within(screen.getByRole('region', { name: 'Basis · 3 Monate' })).getByText(
        'Standard-Sichtbarkeit deiner Einträge',
      ),
    ).toBeInTheDocument();
    const yearly = within(screen.getByRole('region', { name: 'Mieter · 12 Monate' }));
    expect(yearly.getByText('Top-Platzierung in der Suche')).toBeInTheDocument();
    expect(yearly.getByText('Bevorzugter Support')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'EN – English' }));
    expect(await screen.findByText('€8.95')).toBeInTheDocument();
    expect(totals(/incl\. VAT$/)).toEqual([
      '€0.00 total · incl. VAT',
      '€0.00 total · 3 months · incl. VAT',
      '€26.85 total · 3 months · incl. VAT',
      '€35.70 total · 6 months · incl. VAT',
      '€35.40 total · 12 months · incl. VAT',
    ]);
  });

  it('continues for free with the checkout token, then asks to log in again', async () => {
    const api = fakeApi({
      'POST /api/auth/activate-free-plan': () =>
        json(200, { message: 'ok', paymentExpiresAt: '2027-02-21T00:00:00.000Z' }),
    });
    sessionStorage.setItem('checkout_token', 'checkout-1');
    const { user, router } = await renderApp('/verify-email?email=anna%40example.com&role=client');
    await user.click(await screen.findByRole('button', { name: 'Kostenlos fortfahren' }));

    expect(await screen.findByText('Kostenloser Tarif aktiviert. Bitte melde dich erneut an.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.to('POST /api/auth/activate-free-plan')[0].headers.Authorization).toBe('Bearer checkout-1');
    expect(sessionStorage.getItem('checkout_token')).toBeNull();
  });

  it('continues for free with the checkout token and is signed in at once', async () => {
    const api = fakeApi({
      'POST /api/auth/activate-free-plan': () =>
        json(200, {
          message: 'Free plan activated',
          paymentExpiresAt: '2099-02-21T00:00:00.000Z',
          role: 'contractor',
          access_token: 'access-7',
          refresh_token: 'refresh-7',
          userId: 'user-7',
        }),
      'GET /api/auth/current-user': () =>
        json(200, makeUser({ id: 'user-7', role: 'contractor', paymentExpiresAt: '2099-02-21T00:00:00.000Z' })),
    });
    sessionStorage.setItem('checkout_token', 'checkout-1');
    const { user, router } = await renderApp('/verify-email?email=anna%40example.com&role=contractor');
    await user.click(await screen.findByRole('button', { name: 'Kostenlos fortfahren' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/all-tenant-requests'));
    expect(await screen.findByText('Kostenloser Tarif aktiviert.')).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBe('user-7');
    expect(sessionStorage.getItem('checkout_token')).toBeNull();
    expect(api.to('GET /api/auth/current-user')[0].headers.Authorization).toBe('Bearer access-7');
  });

  it('welcomes a member who comes from the verification link, without any error', async () => {
    fakeApi({});
    sessionStorage.setItem('checkout_token', 'checkout-1');
    const { router } = await renderApp('/login');
    await router.navigate('/verify-email?email=anna%40example.com&role=client', { state: { emailVerified: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wähle deinen Tarif' })).toBeInTheDocument();
    expect(screen.getByText('E-Mail bestätigt – willkommen!')).toBeInTheDocument();
    expect(screen.getByText(/Jeder Tarif öffnet den ganzen Marktplatz/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/nicht abgeschlossen/)).not.toBeInTheDocument();
  });

  it('in English the heading invites to start', async () => {
    fakeApi({});
    sessionStorage.setItem('checkout_token', 'checkout-1');
    await renderApp('/verify-email?email=anna%40example.com&role=client', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan to start' })).toBeInTheDocument();
  });

  it('says when the free plan was already used', async () => {
    fakeApi({
      'POST /api/auth/activate-free-plan': () => json(409, { code: 'FreePlanUsed', message: 'FreePlanUsed' }),
    });
    sessionStorage.setItem('checkout_token', 'checkout-1');
    const { user, router } = await renderApp('/verify-email?email=anna%40example.com&role=contractor');
    await user.click(await screen.findByRole('button', { name: 'Kostenlos fortfahren' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der kostenlose Tarif wurde für dieses Konto bereits genutzt.',
    );
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  describe('ordering a paid plan', () => {
    afterEach(() => vi.restoreAllMocks());

    it('needs the consent, is busy while the checkout starts, then leaves for the provider page', async () => {
      const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
      const answer = deferred<Response>();
      const api = fakeApi({ 'POST /api/auth/create-checkout-session': () => answer.promise });
      sessionStorage.setItem('checkout_token', 'checkout-1');
      const { user } = await renderApp('/verify-email?email=anna%40example.com&role=client');
      const sixMonths = within(await screen.findByRole('region', { name: 'Mieter · 6 Monate' }));
      await user.click(sixMonths.getByRole('button', { name: 'Tarif wählen' }));

      // The order overview: plan, price, total incl. VAT, term, start and account.
      const dialog = within(await screen.findByRole('dialog', { name: 'Bestellung prüfen' }));
      expect(dialog.getByText('Mieter · 6 Monate')).toBeInTheDocument();
      expect(dialog.getByText('5,95 € pro Monat')).toBeInTheDocument();
      expect(dialog.getByText('35,70 €')).toBeInTheDocument();
      expect(dialog.getByText('inkl. MwSt.')).toBeInTheDocument();
      expect(dialog.getByText('6 Monate, endet automatisch – nichts zu kündigen')).toBeInTheDocument();
      expect(dialog.getByText('Sofort nach der Zahlung')).toBeInTheDocument();
      expect(dialog.getByText('anna@example.com')).toBeInTheDocument();
      expect(dialog.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', 'https://mietmatch.de/agb');

      // Without the consent nothing is ordered.
      await user.click(dialog.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
      expect(
        dialog.getByText('Bitte stimme den AGB zu und bestätige den Beginn vor Ablauf der Widerrufsfrist.'),
      ).toBeInTheDocument();
      const consent = dialog.getByRole('checkbox', {
        name: /verlange ausdrücklich, dass die Leistung vor Ablauf der Widerrufsfrist beginnt/,
      });
      expect(consent).toHaveFocus();
      expect(consent).toHaveAttribute('aria-invalid', 'true');
      expect(api.to('POST /api/auth/create-checkout-session')).toHaveLength(0);

      await user.click(consent);
      expect(dialog.queryByText(/Bitte stimme den AGB zu/)).not.toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
      const busy = dialog.getByRole('button', { name: 'Weiter zur Zahlung...' });
      expect(busy).toBeDisabled();
      await user.click(busy);
      expect(api.to('POST /api/auth/create-checkout-session')).toHaveLength(1);
      const [request] = api.to('POST /api/auth/create-checkout-session');
      expect(request.body).toEqual({ role: 'client', email: 'anna@example.com', duration: 6 });
      expect(request.headers.Authorization).toBe('Bearer checkout-1');
      expect(request.url.searchParams.has('isAdditionalPlan')).toBe(false);

      answer.resolve(
        json(200, { url: 'http://localhost/local-checkout/lcs_abcdefghijkl', sessionId: 'lcs_abcdefghijkl' }),
      );
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/local-checkout/lcs_abcdefghijkl'));
      // Still busy while the browser leaves.
      expect(dialog.getByRole('button', { name: 'Weiter zur Zahlung...' })).toBeDisabled();
    });

    it('shows the server error and lets the person try again', async () => {
      const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
      fakeApi({
        'POST /api/auth/create-checkout-session': () =>
          json(400, {
            code: 'ValidationFailed',
            message: 'Bitte fülle alle Pflichtfelder aus.',
            fields: { duration: 'Wähle einen Tarif' },
          }),
      });
      sessionStorage.setItem('checkout_token', 'checkout-1');
      const { user } = await renderApp('/verify-email?email=jonas%40example.com&role=contractor');
      await user.click(
        within(await screen.findByRole('region', { name: 'Vermieter · 1 Monat' })).getByRole('button', {
          name: 'Tarif wählen',
        }),
      );
      const dialog = within(await screen.findByRole('dialog', { name: 'Bestellung prüfen' }));
      expect(dialog.getByText('19,95 €')).toBeInTheDocument();
      await user.click(dialog.getByRole('checkbox'));
      await user.click(dialog.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent('Bitte fülle alle Pflichtfelder aus.');
      expect(dialog.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeEnabled();
      expect(assign).not.toHaveBeenCalled();
    });

    it('asks to log in again when the checkout token of the login gate has expired', async () => {
      fakeApi({
        'POST /api/auth/create-checkout-session': () =>
          json(401, { code: 'Unauthorized', message: 'Invalid or missing token.' }),
      });
      sessionStorage.setItem('checkout_token', 'checkout-old');
      const { user } = await renderApp('/verify-email?email=anna%40example.com&role=client');
      await user.click(
        within(await screen.findByRole('region', { name: 'Mieter · 3 Monate' })).getByRole('button', {
          name: 'Tarif wählen',
        }),
      );
      const dialog = within(await screen.findByRole('dialog', { name: 'Bestellung prüfen' }));
      await user.click(dialog.getByRole('checkbox'));
      await user.click(dialog.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(
        'Deine Sitzung zur Tarifauswahl ist abgelaufen. Bitte melde dich erneut an, um einen Tarif zu wählen.',
      );
    });

    it('cannot order without the checkout token of the login gate', async () => {
      fakeApi({});
      await renderApp('/verify-email?email=anna%40example.com&role=client');
      expect(await screen.findByRole('heading', { name: 'Wähle deinen Tarif' })).toBeInTheDocument();
      const notice = screen.getByRole('alert');
      expect(notice).toHaveTextContent(
        'Deine Sitzung zur Tarifauswahl ist abgelaufen. Bitte melde dich erneut an, um einen Tarif zu wählen.Erneut anmelden',
      );
      expect(within(notice).getByRole('link', { name: 'Erneut anmelden' })).toHaveAttribute('href', '/login');
      const choose = screen.getAllByRole('button', { name: 'Tarif wählen' });
      expect(choose).toHaveLength(3);
      for (const button of choose) expect(button).toBeDisabled();
    });
  });
});
