/*
 * Route guards and login gates (spec section 2 "Route guards", section 4 login outcomes, section 8
 * texts), in German. Accounts are prepared through the API; what is under test goes through the UI.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  ADMIN,
  createAccountWithFreePlan,
  createActiveAccount,
  loginViaApi,
  newAccount,
  signUpViaApi,
  useSession,
  verifyViaApi,
} from './support/accounts';
import { comeBackLater, withServerClock } from './support/clock';
import { expectDashboard, logout, submitLogin, toast } from './support/ui';

test('an unauthenticated visitor on a protected route is sent to /login', async ({ page }) => {
  for (const path of [
    '/profile-view',
    '/my-requests',
    '/all-tenant-requests',
    '/change-password',
    '/all-users',
    '/my-subscriptions',
  ]) {
    await page.goto(path);
    await expect(page, `from ${path}`).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeVisible();
  }
});

test('a stored session the server rejects is dropped and the visitor goes to /login', async ({ page }) => {
  await useSession(page, {
    access_token: 'not-a-jwt',
    refresh_token: 'not-a-refresh-token',
    userId: '00000000-0000-0000-0000-000000000000',
  });
  await page.goto('/profile-view');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
});

test('a logged-in tenant on a public route goes to /my-requests', async ({ page, request }) => {
  const { session } = await createActiveAccount(request, 'client');
  await useSession(page, session);
  for (const path of ['/login', '/register', '/forgot-password', '/']) {
    await page.goto(path);
    await expect(page, `from ${path}`).toHaveURL(/\/my-requests$/);
  }
  await expectDashboard(page, 'client');
  // The admin's users table is not for tenants: the guard sends the tenant home.
  await page.goto('/all-users');
  await expect(page).toHaveURL(/\/my-requests$/);
});

test('the admin logs in to /all-users and is sent there from public routes', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/all-users$/);
  await expect(page).toHaveTitle('Benutzerverwaltung - Mietmatch | Rentmatch');
  await expectDashboard(page, 'admin');
  for (const path of ['/register', '/login']) {
    await page.goto(path);
    await expect(page, `from ${path}`).toHaveURL(/\/all-users$/);
  }
  // Admins skip the subscription check: the account pages open without a plan.
  await page.goto('/profile-view');
  await expect(page).toHaveURL(/\/profile-view$/);
});

test('login gate EmailNotVerified: error toast, failure alert, stays on /login', async ({ page, request }) => {
  const account = newAccount('client');
  await signUpViaApi(request, account);
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expect(
    toast(page, 'Deine E-Mail-Adresse ist nicht bestätigt. Bitte sieh in deinem Postfach nach.'),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Anmeldung fehlgeschlagen.' })).toContainText(
    'Bitte überprüfe deine Anmeldedaten und versuche es erneut.',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
});

test('login gate NoPayment: a verified account without a plan is sent to the plan choice', async ({
  page,
  request,
}) => {
  const account = newAccount('contractor');
  await signUpViaApi(request, account);
  await verifyViaApi(request, account.email);
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expect(
    toast(page, 'Du hast deine Zahlung noch nicht abgeschlossen. Bitte fahre mit der Zahlung fort.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('email')).toBe(account.email);
  expect(params.get('role')).toBe('contractor');
  await expect(page.getByRole('heading', { name: 'Wähle deinen Tarif' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kostenlos fortfahren' })).toBeEnabled();
  // No session was stored: the protected pages stay closed.
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
  await page.goto('/all-tenant-requests');
  await expect(page).toHaveURL(/\/login$/);
});

test('login gate PaymentExpired and the /my-subscriptions guard for an expired plan', async ({ page, request }) => {
  const account = await createAccountWithFreePlan(request, 'client');
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/my-requests$/);

  await withServerClock(request, async () => {
    // Signed in while the 3-month Basic plan runs out. As in real use, the app refreshes its tokens
    // (a refresh token lives 30 days) whenever it is opened again; the browser's clock moves with the server's.
    for (const days of [28, 28, 28]) {
      await comeBackLater(page, request, days);
      await page.goto('/my-requests');
      await expect(page.getByRole('heading', { level: 1, name: 'Meine Gesuche' })).toBeVisible();
    }
    // Day 94: the plan has ended. An open session on a protected route goes to /my-subscriptions.
    await comeBackLater(page, request, 10);
    await page.goto('/my-requests');
    await expect(page).toHaveURL(/\/my-subscriptions$/);
    await expect(page.getByRole('region', { name: 'Deine Tarife' })).toContainText(/Abgelaufen am \d{2}\.\d{2}\.\d{4}/);
    await expect(
      page
        .getByRole('region', { name: 'Mieter · 6 Monate', exact: true })
        .getByRole('button', { name: 'Tarif wählen' }),
    ).toBeEnabled();

    // A fresh login answers the PaymentExpired gate: toast, no session, the plan choice.
    await logout(page);
    await submitLogin(page, account.email, account.password);
    await expect(toast(page, 'Dein Abonnement ist abgelaufen. Bitte verlängere es, um fortzufahren.')).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('email')).toBe(account.email);
    expect(params.get('role')).toBe('client');
    await expect(page.getByRole('heading', { name: 'Wähle deinen Tarif' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
  });
});

const BLOCKED_DE =
  'Dein Konto wurde vom Systemadministrator gesperrt oder gelöscht. Für weitere Hilfe wende dich bitte an den Administrator.';

/** The e2e admin's Authorization header, for the admin actions these tests need as setup. */
async function adminHeaders(request: APIRequestContext) {
  const login = await loginViaApi(request, ADMIN.email, ADMIN.password);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { Authorization: `Bearer ${String(login.body.access_token)}` };
}

test('login gate Blocked and a blocked user losing the stored session on load', async ({ page, request }) => {
  const { account, session } = await createActiveAccount(request, 'client');
  await useSession(page, session);
  await page.goto('/my-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Gesuche' })).toBeVisible();

  // An admin blocks the account while the app is closed but its session still stored. (With the app
  // open, the cut live connection already ends the session: see admin.spec.ts.)
  await page.goto('/favicon.svg');
  const blocked = await request.patch(`/api/admin/toggle-block/${session.userId}`, {
    headers: await adminHeaders(request),
    data: { reason: 'Gefälschte Angebote' },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBe(session.userId);
  await page.goto('/my-requests');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, BLOCKED_DE)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();

  // Logging in again meets the Blocked gate: the toast, the failure alert, no session.
  await submitLogin(page, account.email, account.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Anmeldung fehlgeschlagen.' })).toBeVisible();
  await expect(toast(page, BLOCKED_DE).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
});

test('a deactivated account may only use /profile-view', async ({ page, request }) => {
  const { session } = await createActiveAccount(request, 'contractor');
  const admin = await adminHeaders(request);
  const off = await request.patch('/api/admin/toggle-account-status', {
    headers: admin,
    data: { userId: session.userId },
  });
  expect(((await off.json()) as { isDeactivated: boolean }).isDeactivated).toBe(true);

  await useSession(page, session);
  for (const path of [
    '/all-tenant-requests',
    '/properties-list',
    '/add-property',
    '/all-inquiries',
    '/change-password',
    '/my-subscriptions',
  ]) {
    await page.goto(path);
    await expect(page, `from ${path}`).toHaveURL(/\/profile-view$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
  await expect(page.getByText(/Dein Konto ist deaktiviert/).first()).toBeVisible();

  // Reactivated, every page opens again.
  const on = await request.patch('/api/admin/toggle-account-status', {
    headers: admin,
    data: { userId: session.userId },
  });
  expect(((await on.json()) as { isDeactivated: boolean }).isDeactivated).toBe(false);
  await page.goto('/all-tenant-requests');
  await expect(page).toHaveURL(/\/all-tenant-requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mieter finden' })).toBeVisible();
});
