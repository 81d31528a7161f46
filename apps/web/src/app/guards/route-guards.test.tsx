import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { User } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { apiRequest } from '../../lib/api-client';
import { getAccessToken } from '../../lib/auth-session';
import { protectedRedirect } from './guard-rules';

const past = new Date(Date.now() - 24 * 3600 * 1000).toISOString();

function serveUser(user: User) {
  return fakeApi({ 'GET /api/auth/current-user': () => json(200, user) });
}

async function expectAt(router: Awaited<ReturnType<typeof renderApp>>['router'], path: string, heading: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(path);
}

describe('route guards', () => {
  it('redirects the root to /login', async () => {
    fakeApi({});
    const { router } = await renderApp('/');
    await expectAt(router, '/login', 'Bei deinem Konto anmelden');
  });

  it('sends a visitor without a session from a protected page to /login', async () => {
    const api = fakeApi({});
    const { router } = await renderApp('/profile-view');
    await expectAt(router, '/login', 'Bei deinem Konto anmelden');
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ['client', '/my-requests', 'Meine Gesuche'],
    ['contractor', '/all-tenant-requests', 'Mieter finden'],
    ['admin', '/all-users', 'Benutzerverwaltung'],
  ] as const)('sends a signed-in %s from a public page to %s', async (role, path, heading) => {
    storeSession();
    const api = serveUser(makeUser({ role }));
    const { router } = await renderApp('/register');
    await expectAt(router, path, heading);
    expect(api.to('GET /api/auth/current-user')[0].url.searchParams.get('userId')).toBe('user-1');
    expect(api.to('GET /api/auth/current-user')[0].headers.Authorization).toBe('Bearer access-1');
  });

  it('sends a user without a valid subscription to /my-subscriptions', async () => {
    storeSession();
    serveUser(makeUser({ role: 'contractor', paymentExpiresAt: past, planId: 'landlord-1' }));
    const { router } = await renderApp('/all-tenant-requests');
    await expectAt(router, '/my-subscriptions', 'Abonnements');
    expect(await screen.findByText(/Abgelaufen am/)).toBeInTheDocument();
  });

  it('lets a user without a subscription use profile and password pages', async () => {
    storeSession();
    serveUser(makeUser({ paymentExpiresAt: null, planId: null }));
    const { router } = await renderApp('/change-password');
    await expectAt(router, '/change-password', 'Passwort ändern');
  });

  it('lets admins skip the subscription check', async () => {
    storeSession();
    fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ role: 'admin', paymentExpiresAt: null })),
      'GET /api/admin/users': () => json(200, { items: [], total: 0, page: 1, pageSize: 10 }),
    });
    const { router } = await renderApp('/all-users');
    await expectAt(router, '/all-users', 'Benutzerverwaltung');
    expect(await screen.findByText('Keine Benutzer gefunden.')).toBeInTheDocument();
  });

  it('keeps a deactivated account on /profile-view', async () => {
    storeSession();
    serveUser(makeUser({ isDeactivated: true }));
    const { router } = await renderApp('/my-requests');
    await expectAt(router, '/profile-view', 'Mein Profil');
    expect(screen.getByRole('alert')).toHaveTextContent(/Konto deaktiviert.*Dein Konto ist deaktiviert/);
  });

  it('drops the stored session of a blocked user on load and says why', async () => {
    storeSession();
    fakeApi({ 'GET /api/auth/current-user': () => json(403, { code: 'Blocked', message: 'Blocked' }) });
    const { router } = await renderApp('/my-requests');
    await expectAt(router, '/login', 'Bei deinem Konto anmelden');
    expect(
      await screen.findByText(/Dein Konto wurde vom Systemadministrator gesperrt oder gelöscht/),
    ).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('a plan that ends while signed in (402 PaymentRequired): reloads the user, says so, opens the plans', async () => {
    storeSession();
    let current = makeUser({ role: 'contractor', planId: 'landlord-1' });
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, current),
      'GET /api/properties': () => json(402, { code: 'PaymentRequired', message: 'Your subscription is expired.' }),
    });
    const { router } = await renderApp('/all-tenant-requests');
    await expectAt(router, '/all-tenant-requests', 'Mieter finden');
    current = { ...current, paymentExpiresAt: past };
    // Any feature call of a page meets the server's plan check.
    await act(() => apiRequest('/properties').catch(() => undefined));
    await expectAt(router, '/my-subscriptions', 'Abonnements');
    expect(
      await screen.findByText('Dein Abonnement ist abgelaufen. Bitte verlängere es, um fortzufahren.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Abgelaufen am/)).toBeInTheDocument();
    expect(api.to('GET /api/auth/current-user').length).toBeGreaterThanOrEqual(2);
    expect(getAccessToken()).toBe('access-1');
  });

  it('logs out through the menu: revokes the refresh token, clears storage, goes to /login', async () => {
    storeSession('user-1', 'access-1');
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser()),
      'POST /api/auth/logout': () => json(200, { message: 'ok' }),
    });
    const { router, user } = await renderApp('/my-requests');
    await expectAt(router, '/my-requests', 'Meine Gesuche');
    await user.click(screen.getByRole('navigation', { name: 'Hauptnavigation' }).querySelector('button')!);
    await expectAt(router, '/login', 'Bei deinem Konto anmelden');
    expect(api.to('POST /api/auth/logout')[0].body).toEqual({});
    await waitFor(() => expect(getAccessToken()).toBeNull());
  });
});

describe('protectedRedirect', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  it('follows the order of the specification', () => {
    const valid = '2026-12-01T00:00:00Z';
    expect(protectedRedirect(makeUser({ paymentExpiresAt: valid }), '/my-requests', now)).toBeNull();
    expect(protectedRedirect(makeUser({ paymentExpiresAt: '2026-05-31T23:59:59Z' }), '/my-requests', now)).toBe(
      '/my-subscriptions',
    );
    expect(protectedRedirect(makeUser({ paymentExpiresAt: null }), '/my-subscriptions', now)).toBeNull();
    expect(protectedRedirect(makeUser({ isDeactivated: true, paymentExpiresAt: null }), '/my-subscriptions', now)).toBe(
      '/profile-view',
    );
    expect(protectedRedirect(makeUser({ role: 'contractor', paymentExpiresAt: valid }), '/my-requests', now)).toBe(
      '/all-tenant-requests',
    );
    expect(protectedRedirect(makeUser({ role: 'client', paymentExpiresAt: valid }), '/all-users', now)).toBe(
      '/my-requests',
    );
    expect(protectedRedirect(makeUser({ role: 'admin', paymentExpiresAt: null }), '/profile-view', now)).toBeNull();
  });
});
