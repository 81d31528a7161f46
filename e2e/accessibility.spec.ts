/*
 * No axe finding of any impact on any page of the app, at 1280 and 375 px, light and dark: every public
 * page, every page of a tenant, a landlord and an admin with data to show, and the open states that matter
 * (a dialog, the navigation drawer, a toast, forms with their errors). Each page loads once; width and
 * theme change in place (support/axe.ts). The data is made once for the file (support/world.ts).
 *
 * No rule is switched off. A failure lists every finding of the test: page, width, theme, rule, element.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, createVerifiedAccount, loginViaApi, newAccount, signUpViaApi, useSession } from './support/accounts';
import { findingsLog, settled } from './support/axe';
import { waitForLink } from './support/mail';
import { submitLogin } from './support/ui';
import { makeWorld, type World } from './support/world';

let world: Promise<World> | undefined;
const theWorld = (request: APIRequestContext) => {
  world ??= makeWorld(request);
  return world;
};

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A local test checkout of the additional plan, started with the member's access token; answers its path. */
async function checkoutPath(request: APIRequestContext, token: string, email: string) {
  const res = await request.post('/api/auth/create-checkout-session?isAdditionalPlan=true', {
    headers: auth(token),
    data: { role: 'client', email, duration: 3 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return new URL(((await res.json()) as { url: string }).url).pathname;
}

/**
 * Holds the next toast on screen for the checks. A toast lives two seconds, less than a slow machine may take
 * to settle the page, so the hold starts before the action that shows it and takes the toast the moment it
 * appears. It presses the toasts' list as a finger resting on it would: sonner pauses while the list is
 * pressed, and a press that never ends holds the toast whatever the checks then do with the mouse.
 */
async function holdNextToast(page: Page) {
  await page.evaluate(() => {
    const watch = new MutationObserver(() => {
      const list = document.querySelector('[data-sonner-toaster]');
      if (!list?.querySelector('[data-sonner-toast]')) return;
      watch.disconnect();
      list.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    watch.observe(document.body, { childList: true, subtree: true });
  });
}

const toastShown = (page: Page) => expect(page.locator('[data-sonner-toast]').first()).toBeVisible();

// Each test checks 5–25 pages four times; the limit leaves room for a busy two-core machine.
test.describe.configure({ timeout: 300_000 });

test('public pages, the sign-up steps and the plan choice have no axe findings', async ({ page, request }) => {
  const log = findingsLog();
  await log.visit(page, '/login');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Gib eine gültige E-Mail-Adresse ein')).toBeVisible();
  await log.check(page, '/login with errors');

  await log.visit(page, '/register');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Vorname ist erforderlich')).toBeVisible();
  await log.check(page, '/register with errors');

  await log.visit(page, '/forgot-password');
  await log.visit(page, '/reset-password?token=abc');
  await log.visit(page, '/email-notice?email=mara%40e2e.test');
  await log.visit(page, '/verify-payment');
  await log.visit(page, '/report');
  await log.visit(page, '/complaint?token=abc');
  await log.visit(page, '/no-such-page');

  // Both halves of /verify-email: the mailed link, then the plan choice after a login meets the plan gate.
  const fresh = newAccount('client');
  await signUpViaApi(request, fresh);
  const link = new URL(await waitForLink(fresh.email, '/verify-email?token='));
  await log.visit(page, `${link.pathname}${link.search}`);

  const verified = await createVerifiedAccount(request, 'client');
  await page.goto('/login');
  await holdNextToast(page);
  await submitLogin(page, verified.email, verified.password);
  await expect(page).toHaveURL(/\/verify-email\?/);
  await settled(page);
  await log.check(page, 'plan choice with its toast', () => toastShown(page));
  log.expectNone();
});

test('every tenant page has no axe findings', async ({ page, request }) => {
  const w = await theWorld(request);
  const tenant = w.tenant;
  const checkout = await checkoutPath(request, tenant.session.access_token, tenant.account.email);
  await useSession(page, tenant.session);
  const log = findingsLog();
  const listing = page.getByText('Altbau mit Balkon am Rathenauplatz').first();
  const seeListing = async () => {
    await settled(page);
    await expect(listing).toBeVisible();
  };

  await log.visit(page, '/my-requests', async () => {
    await settled(page);
    await expect(page.getByText('Jonas Becker').first()).toBeVisible();
  });
  await log.visit(page, '/add-tenant');
  await page.getByRole('button', { name: 'Gesuch veröffentlichen' }).click();
  await log.check(page, '/add-tenant with errors');
  await log.visit(page, `/edit-tenant/${w.requestId}`);
  await log.visit(page, `/tenant-request-details/${w.requestId}`);
  await log.visit(page, `/tenant-request-details/${w.requestId}/matches`);
  await log.visit(page, '/properties-list?city=K%C3%B6ln', seeListing);
  await log.visit(page, `/property-details/${w.propertyId}`, seeListing);
  await log.visit(page, `/properties-list/${w.landlord.session.userId}`, seeListing);
  await log.visit(page, `/user-profile/${w.landlord.session.userId}`);
  await log.visit(page, '/my-favourite-properties', seeListing);
  await log.visit(page, '/all-inquiries', async () => {
    await settled(page);
    await expect(page.getByText('Jonas Becker').first()).toBeVisible();
  });
  await log.visit(page, w.threadPath, async () => {
    await settled(page);
    await expect(page.getByText('Vielen Dank, ich würde sie gern besichtigen.')).toBeVisible();
  });
  await log.visit(page, '/notifications');
  await log.visit(page, '/saved-searches');
  await log.visit(page, `/saved-searches/${w.savedSearchId}`, seeListing);
  await log.visit(page, '/my-viewings', seeListing);
  await log.visit(page, `/properties/${w.propertyId}/book-viewing`, seeListing);
  await log.visit(page, '/profile-view');
  await log.visit(page, '/change-password');
  await log.visit(page, '/report');

  await log.visit(page, '/my-subscriptions');
  await page.getByRole('button', { name: 'Tarif wählen' }).first().click();
  const order = page.getByRole('dialog', { name: 'Bestellung prüfen' });
  await order.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(order.getByText(/Bitte stimme den AGB zu/)).toBeVisible();
  await log.check(page, 'order overview with errors', async () => {
    await expect(order).toBeVisible();
  });
  await log.visit(page, checkout);

  // The navigation drawer of phones, open.
  await page.goto('/my-requests');
  await settled(page);
  // The drawer is a phone's: every combination checks it at 375 px (at 1280 px an open drawer would be
  // checked over a desktop page it never covers).
  await log.check(page, 'navigation drawer', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    if ((await page.getByRole('dialog').count()) === 0) {
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
    }
    await expect(page.getByRole('dialog')).toBeVisible();
  });
  log.expectNone();
});

test('every landlord page has no axe findings', async ({ page, request }) => {
  const w = await theWorld(request);
  await useSession(page, w.landlord.session);
  const log = findingsLog();
  const seeRequest = async () => {
    await settled(page);
    await expect(page.getByText('Mara').first()).toBeVisible();
  };
  await log.visit(page, '/all-tenant-requests?city=K%C3%B6ln', seeRequest);
  await log.visit(page, `/tenant-request-details/${w.requestId}`, seeRequest);
  await log.visit(page, '/my-favourite-requests', seeRequest);
  await log.visit(page, `/user-profile/${w.tenant.session.userId}`);
  await log.visit(page, '/properties-list', async () => {
    await settled(page);
    await expect(page.getByText('Altbau mit Balkon am Rathenauplatz').first()).toBeVisible();
  });
  await log.visit(page, `/property-details/${w.propertyId}/matches`);
  await log.visit(page, `/properties/${w.propertyId}/viewings`);
  await log.visit(page, `/edit-property/${w.propertyId}`);
  await log.visit(page, '/add-property');
  await page.getByRole('button', { name: 'Immobilie inserieren' }).click();
  await log.check(page, '/add-property with errors');
  await log.visit(page, '/all-inquiries');
  await log.visit(page, w.threadPath);
  await log.visit(page, '/my-viewings');
  await log.visit(page, '/saved-searches');
  await log.visit(page, '/my-subscriptions');
  log.expectNone();
});

test('every admin page has no axe findings', async ({ page, request }) => {
  await theWorld(request);
  const login = await loginViaApi(request, ADMIN.email, ADMIN.password);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  await useSession(page, login.body as never);
  const log = findingsLog();
  await log.visit(page, '/all-users');
  await log.visit(page, '/moderation', async () => {
    await settled(page);
    await expect(page.getByText('Altbau mit Balkon am Rathenauplatz').first()).toBeVisible();
  });
  await log.visit(page, '/moderation/complaints');
  await log.visit(page, '/moderation/transparency');
  await log.visit(page, '/profile-view');
  log.expectNone();
});
