import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { deferred, fakeApi, json, makeUser } from '../../../../test/fake-api';
import { getAccessToken } from '../../../lib/auth-session';
import { renderApp } from '../../../../test/render-app';

async function fillLogin(user: Awaited<ReturnType<typeof renderApp>>['user'], email: string, password: string) {
  await user.clear(screen.getByLabelText('E-Mail'));
  await user.type(screen.getByLabelText('E-Mail'), email);
  await user.clear(screen.getByLabelText('Passwort'));
  await user.type(screen.getByLabelText('Passwort'), password);
}

const loginOk = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  role: 'client',
  userId: 'user-1',
  message: 'ok',
};

describe('login page', () => {
  it('shows the screen of the specification in German, with the page title', async () => {
    fakeApi({});
    const { user } = await renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bei deinem Konto anmelden' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Anmelden - Mietmatch | Rentmatch'));
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/register');
    // The terms line and the footer both link the terms of service.
    expect(screen.getAllByRole('link', { name: 'Nutzungsbedingungen' })).toHaveLength(2);
    expect(screen.getByText('Version 1.0.54')).toBeInTheDocument();

    // Show/hide toggle for the password.
    const password = screen.getByLabelText('Passwort');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('shows the field errors beneath the fields and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription('Gib eine gültige E-Mail-Adresse ein');
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription('Passwort ist erforderlich');
    expect(api.to('POST /api/auth/login')).toHaveLength(0);

    // Fixing a field clears its message (validation runs on change after the first submit).
    await user.type(screen.getByLabelText('E-Mail'), 'anna@example.com');
    await waitFor(() => expect(screen.queryByText('Gib eine gültige E-Mail-Adresse ein')).not.toBeInTheDocument());
  });

  it('shows the English texts after switching the language', async () => {
    fakeApi({});
    const { user } = await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'EN – English' }));
    expect(await screen.findByRole('heading', { name: 'Login to your account' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('is busy while logging in, then stores the session and goes to the role start page', async () => {
    const answer = deferred<Response>();
    const api = fakeApi({
      'POST /api/auth/login': () => answer.promise,
      'GET /api/auth/current-user': () => json(200, makeUser()),
    });
    const { user, router } = await renderApp('/login');
    await screen.findByRole('heading', { name: 'Bei deinem Konto anmelden' });
    await fillLogin(user, 'Anna@Example.com ', 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    const busy = await screen.findByRole('button', { name: 'Anmeldung läuft...' });
    expect(busy).toBeDisabled();

    answer.resolve(json(200, loginOk));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Gesuche' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-requests');
    expect(getAccessToken()).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('userId')).toBe('user-1');
    // The contract schema normalised the email; the UI language went along.
    expect(api.to('POST /api/auth/login')[0].body).toEqual({ email: 'anna@example.com', password: 'secret-1' });
    expect(api.to('POST /api/auth/login')[0].headers['Accept-Language']).toBe('de');
  });

  it('shows the failure alert, and hides it at the start of the next attempt', async () => {
    const second = deferred<Response>();
    let attempt = 0;
    fakeApi({
      'POST /api/auth/login': () => {
        attempt += 1;
        return attempt === 1
          ? json(401, { code: 'InvalidCredentials', message: 'Invalid credentials' })
          : second.promise;
      },
    });
    const { user } = await renderApp('/login');
    await screen.findByRole('heading', { name: 'Bei deinem Konto anmelden' });
    await fillLogin(user, 'anna@example.com', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Anmeldung fehlgeschlagen.')).toBeInTheDocument();
    expect(within(alert).getByText('Bitte überprüfe deine Anmeldedaten und versuche es erneut.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await screen.findByRole('button', { name: 'Anmeldung läuft...' });
    expect(screen.queryByText('Anmeldung fehlgeschlagen.')).not.toBeInTheDocument();

    second.resolve(json(401, { code: 'InvalidCredentials', message: 'Invalid credentials' }));
    expect(await screen.findByText('Anmeldung fehlgeschlagen.')).toBeInTheDocument();
  });

  it('shows a login gate as an error toast with the specification text', async () => {
    fakeApi({ 'POST /api/auth/login': () => json(403, { code: 'EmailNotVerified', message: 'EmailNotVerified' }) });
    const { user, router } = await renderApp('/login');
    await screen.findByRole('heading', { name: 'Bei deinem Konto anmelden' });
    await fillLogin(user, 'anna@example.com', 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(
      await screen.findByText('Deine E-Mail-Adresse ist nicht bestätigt. Bitte sieh in deinem Postfach nach.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getAccessToken()).toBeNull();
  });

  it('sends NoPayment to the plan choice with email and role, keeping the checkout token for this tab', async () => {
    fakeApi({
      'POST /api/auth/login': () =>
        json(403, {
          code: 'NoPayment',
          message: 'NoPayment',
          email: 'anna@example.com',
          role: 'contractor',
          checkout_token: 'checkout-1',
        }),
    });
    const { user, router } = await renderApp('/login');
    await screen.findByRole('heading', { name: 'Bei deinem Konto anmelden' });
    await fillLogin(user, 'anna@example.com', 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(
      await screen.findByText('Du hast deine Zahlung noch nicht abgeschlossen. Bitte fahre mit der Zahlung fort.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Wähle deinen Tarif' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(router.state.location.search).toBe('?email=anna%40example.com&role=contractor');
    expect(sessionStorage.getItem('checkout_token')).toBe('checkout-1');
    // Landlord plans: Basic plus four paid plans to choose, with the gate's checkout token kept for ordering.
    expect(screen.getByRole('button', { name: 'Kostenlos fortfahren' })).toBeEnabled();
    const choose = screen.getAllByRole('button', { name: 'Tarif wählen' });
    expect(choose).toHaveLength(4);
    for (const button of choose) expect(button).toBeEnabled();
  });
});
