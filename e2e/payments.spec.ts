/*
 * Plans and card payment through the built-in local test checkout (no Stripe key in the e2e server),
 * in German, each with one sign-in: a new tenant goes from the verification link to the plan choice,
 * pays, is in the app and then buys the additional renter plan; a landlord pays a month after the
 * NoPayment login gate (the payment's link opened in another browser verifies and signs nobody in); the
 * verification link opened in another browser leads to the login; an expired plan is renewed from the
 * PaymentExpired gate; a cancelled checkout buys nothing. Server time moves through the test clock and
 * is always reset.
 *
 * Logins (rate limited per IP, 30 per 15 minutes, shared by all specs): 0 + 1 + 1 + 1 + 1 = 4 here.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  avatarPng,
  createAccountWithFreePlan,
  createVerifiedAccount,
  newAccount,
  signUpViaApi,
} from './support/accounts';
import { activeUntil, daysBetween, euro, expectLocalCheckout, orderPlan } from './support/checkout';
import { advanceServerClock, DAY_MS, withServerClock } from './support/clock';
import { waitForLink, waitForMail } from './support/mail';
import { submitLogin, toast } from './support/ui';

const NO_PAYMENT = 'Du hast deine Zahlung noch nicht abgeschlossen. Bitte fahre mit der Zahlung fort.';
const PAYMENT_EXPIRED = 'Dein Abonnement ist abgelaufen. Bitte verlängere es, um fortzufahren.';

/** The login form answers a plan gate: the toast, then the plan choice for this account. */
async function expectPlanChoice(page: Page, gateText: string, email: string, role: 'client' | 'contractor') {
  await expect(toast(page, gateText)).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('email')).toBe(email);
  expect(params.get('role')).toBe(role);
  await expect(page.getByRole('heading', { level: 1, name: 'Wähle deinen Tarif' })).toBeVisible();
}

/** After paying with the checkout token: verified, signed in, on the role's home; the toast says so. */
async function expectSignedInAfterPayment(page: Page, home: '/my-requests' | '/all-tenant-requests') {
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  await expect(toast(page, 'Zahlung bestätigt')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE[home] })).toBeVisible();
}
const HOME_TITLE = { '/my-requests': 'Meine Gesuche', '/all-tenant-requests': 'Mieter finden' } as const;

/** The plan's end as /my-subscriptions shows it ("Gültig bis 21.05.2027"), as a Date. */
async function planValidUntil(page: Page) {
  await page.goto('/my-subscriptions');
  return activeUntil(page, /^Gültig bis \d{2}\.\d{2}\.\d{4}$/);
}

test('a new tenant signs up, pays the 6-month plan, lands on /my-requests, then buys the additional plan', async ({
  page,
}) => {
  const account = newAccount('client');
  const today = new Date();

  await test.step('sign up; the mailed link verifies and goes straight on to the plan choice', async () => {
    await page.goto('/register');
    await page.getByRole('radio', { name: 'Ich suche eine Immobilie' }).check();
    await page.getByLabel('Vorname').fill(account.firstName);
    await page.getByLabel('Nachname').fill(account.lastName);
    await page.getByLabel('E-Mail').fill(account.email);
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(account.password);
    await page
      .getByLabel('Profilbild')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: await avatarPng() });
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page).toHaveURL(/\/email-notice$/);

    await page.goto(await waitForLink(account.email, '/verify-email?token='));
    await expect(page.getByRole('heading', { level: 1, name: 'Wähle deinen Tarif' })).toBeVisible();
    await expect(page.getByText('E-Mail bestätigt – willkommen!')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('email')).toBe(account.email);
    await expect(page.getByText(NO_PAYMENT)).toHaveCount(0);
  });

  await test.step('the plan card: per month, total, duration, VAT, what it gives', async () => {
    const card = page.getByRole('region', { name: 'Mieter · 6 Monate', exact: true });
    await expect(card).toContainText(euro('5,95'));
    await expect(card).toContainText('pro Monat');
    await expect(card).toContainText(/35,70\s€ gesamt · 6 Monate · inkl\. MwSt\./);
    await expect(card).toContainText('Standard-Sichtbarkeit deiner Einträge');
    const yearly = page.getByRole('region', { name: 'Mieter · 12 Monate', exact: true });
    await expect(yearly).toContainText('Top-Platzierung in der Suche');
    await expect(yearly).toContainText('Bevorzugter Support');
  });

  await test.step('the order needs the consent; then the local checkout shows the test payment of 35,70 €', async () => {
    await page
      .getByRole('region', { name: 'Mieter · 6 Monate', exact: true })
      .getByRole('button', { name: 'Tarif wählen' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Bestellung prüfen' });
    await dialog.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(
      dialog.getByText('Bitte stimme den AGB zu und bestätige den Beginn vor Ablauf der Widerrufsfrist.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email\?/);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();

    await orderPlan(page, 'Mieter · 6 Monate', '35,70');
    const pay = await expectLocalCheckout(page, 'Mieter · 6 Monate', '35,70', account.email);
    await expect(page.getByText('inkl. MwSt.')).toBeVisible();
    await pay.click();
  });

  await test.step('paid: signed in on /my-requests, the new expiry, a receipt by mail', async () => {
    await expectSignedInAfterPayment(page, '/my-requests');
    await waitForMail(account.email, ['Tarif: Mieter · 6 Monate', /Betrag: 35,70\s€ inkl\. MwSt\./]);
    const until = await planValidUntil(page);
    expect(daysBetween(today, until)).toBeGreaterThanOrEqual(180);
    expect(daysBetween(today, until)).toBeLessThanOrEqual(185);
  });

  await test.step('the additional renter plan from /my-subscriptions?isAdditionalPlan=true', async () => {
    await page.goto('/my-subscriptions?isAdditionalPlan=true');
    await expect(page.getByRole('tab', { name: 'Zusatztarif', selected: true })).toBeVisible();
    const status = page.getByRole('region', { name: 'Deine Tarife' });
    await expect(status).toContainText('Mieter · 6 Monate');
    await expect(status).toContainText('Du hast keinen Zusatztarif.');
    const card = page.getByRole('region', { name: 'Zusatztarif · 3 Monate', exact: true });
    await expect(card).toContainText('Vermietern als Erster schreiben');
    await expect(card).toContainText('Unbegrenzt Nachrichten');

    await orderPlan(page, 'Zusatztarif · 3 Monate', '29,85');
    const pay = await expectLocalCheckout(page, 'Zusatztarif für Mieter · 3 Monate', '29,85', account.email);
    await pay.click();

    await expect(page).toHaveURL(/\/aditional-plan-success\?session_id=lcs_[\w-]+&isAdditionalPlan=true$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Zahlung bestätigt' })).toBeVisible();
    const until = await activeUntil(page, /^Dein Zusatztarif ist aktiv bis/);
    expect(daysBetween(today, until)).toBeGreaterThanOrEqual(88);
    expect(daysBetween(today, until)).toBeLessThanOrEqual(93);
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expect(page).toHaveURL(/\/my-subscriptions\?isAdditionalPlan=true$/);
    const date = until.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
    await expect(status).toContainText('Als Erster schreiben, unbegrenzt Nachrichten');
    await expect(status).toContainText(`Gültig bis ${date}`);
  });
});

test('a landlord pays the 1-month plan after the login gate and lands on /all-tenant-requests', async ({
  page,
  request,
  browser,
}) => {
  const account = await createVerifiedAccount(request, 'contractor');
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expectPlanChoice(page, NO_PAYMENT, account.email, 'contractor');

  await orderPlan(page, 'Vermieter · 1 Monat', '19,95');
  const pay = await expectLocalCheckout(page, 'Vermieter · 1 Monat', '19,95', account.email);
  await pay.click();
  await expect(page).toHaveURL(/\/verify-payment\?session_id=lcs_/);
  const verifyUrl = page.url();
  await expectSignedInAfterPayment(page, '/all-tenant-requests');

  // The same address in another browser: the payment reads as verified, and nobody is signed in there.
  const other = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(verifyUrl);
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Zahlung bestätigt' })).toBeVisible();
    await expect(
      elsewhere.getByText(/^Dein Tarif Vermieter · 1 Monat ist aktiv bis \d{2}\.\d{2}\.\d{4}\.$/),
    ).toBeVisible();
    await elsewhere.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await expect(elsewhere).toHaveURL(/\/login$/);
    await expect(toast(elsewhere, 'Zahlung bestätigt. Bitte melde dich an, um fortzufahren.')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('the verification link opened in another browser verifies and leads to the login', async ({ page, request }) => {
  // Signed up elsewhere (the API client keeps its own cookies): this page has no sign-up cookie.
  const account = newAccount('client');
  await signUpViaApi(request, account);
  await page.goto(await waitForLink(account.email, '/verify-email?token='));
  await expect(page.getByRole('heading', { level: 1, name: 'E-Mail bestätigt' })).toBeVisible();
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The specification's gate: the NoPayment toast, then the plan choice.
  await submitLogin(page, account.email, account.password);
  await expectPlanChoice(page, NO_PAYMENT, account.email, 'client');
});

test('after the plan expired, the next login answers PaymentExpired and the plan choice renews it', async ({
  page,
  request,
}) => {
  const account = await createAccountWithFreePlan(request, 'client');
  await withServerClock(request, async () => {
    const now = await advanceServerClock(request, 400 * DAY_MS);

    await page.goto('/login');
    await submitLogin(page, account.email, account.password);
    await expectPlanChoice(page, PAYMENT_EXPIRED, account.email, 'client');
    // The paid plans are there to renew.
    await expect(page.getByRole('region', { name: 'Mieter · 3 Monate', exact: true })).toContainText(/26,85\s€ gesamt/);

    await orderPlan(page, 'Mieter · 3 Monate', '26,85');
    const pay = await expectLocalCheckout(page, 'Mieter · 3 Monate', '26,85', account.email);
    await pay.click();
    await expectSignedInAfterPayment(page, '/my-requests');
    // Renewed from the server's "now" (the old plan had ended), three months on.
    const until = await planValidUntil(page);
    expect(daysBetween(now, until)).toBeGreaterThanOrEqual(88);
    expect(daysBetween(now, until)).toBeLessThanOrEqual(93);
  });
});

test('cancelling on the local checkout returns to the plan choice and buys nothing', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'contractor');
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expectPlanChoice(page, NO_PAYMENT, account.email, 'contractor');

  await orderPlan(page, 'Vermieter · 3 Monate', '59,85');
  await expectLocalCheckout(page, 'Vermieter · 3 Monate', '59,85', account.email);
  const checkoutUrl = page.url();
  const sessionId = checkoutUrl.split('/').pop()!;
  await page.getByRole('button', { name: 'Abbrechen' }).click();

  // Back on the plan choice of the same account, which can still order.
  await expect(page).toHaveURL(/\/verify-email\?/);
  expect(new URL(page.url()).searchParams.get('email')).toBe(account.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Wähle deinen Tarif' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tarif wählen' }).first()).toBeEnabled();

  // Nothing was bought: the session is cancelled, and the provider does not confirm it.
  await page.goto(checkoutUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlung abgebrochen' })).toBeVisible();
  await expect(page.getByRole('button', { name: /bezahlen/ })).toHaveCount(0);
  await page.goto(`/verify-payment?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlung nicht bestätigt' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Die Zahlung konnte nicht bestätigt werden.');
});
