/*
 * The pages of the one sign-in, looked at: the plan choice a verification link opens (welcome, no error),
 * the verification page and the payment page as another browser sees them (verified, then the login),
 * each at 1280 and 375 px, light and dark, into test-results/…/screens/ with axe findings of any impact
 * asserted away. Toasts (the NoPayment gate's and the activation's) never cover the top bar's controls
 * and pass axe's colour contrast.
 *
 * Logins (rate limited per IP, shared by all specs): 1 here.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SCHEMES, showAs } from './support/appearance';
import { createVerifiedAccount, newAccount, signUpViaApi } from './support/accounts';
import { waitForLink } from './support/mail';
import { screenshots } from './support/screens';
import { submitLogin, toast } from './support/ui';

/** Every axe finding, any impact, at both widths in both colour schemes. */
async function axeFindings(page: Page, label: string) {
  const found: string[] = [];
  for (const width of [1280, 375]) {
    for (const scheme of SCHEMES) {
      await showAs(page, { width, height: 860 }, scheme);
      const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
      const where = `${label}-${width}-${scheme}`;
      found.push(...results.violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes[0]?.target}`));
    }
  }
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/**
 * The first toast lies wholly below the top bar (the header holding language, theme and user menu), so
 * it covers none of its controls. Hovering keeps it open while it is measured.
 */
async function expectToastBelowTopBar(page: Page) {
  const first = page.locator('[data-sonner-toast]').first();
  await first.hover();
  const toastBox = (await first.boundingBox())!;
  const bar = (await page.locator('header').first().boundingBox())!;
  expect(toastBox.y, `toast at ${toastBox.y}px, top bar down to ${bar.y + bar.height}px`).toBeGreaterThanOrEqual(
    bar.y + bar.height,
  );
}

test('the verification link opens the welcoming plan choice; continue for free lands signed in', async ({ page }) => {
  const account = newAccount('contractor');
  // Signed up through this browser's own cookies, as the register page does.
  await signUpViaApi(page.request, account);
  await page.goto(await waitForLink(account.email, '/verify-email?token='));
  await expect(page.getByRole('heading', { level: 1, name: 'Wähle deinen Tarif' })).toBeVisible();
  await expect(page.getByText('E-Mail bestätigt – willkommen!')).toBeVisible();
  await screenshots(page, 'plan-choice-welcome');
  expect(await axeFindings(page, 'plan-choice-welcome')).toEqual([]);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Kostenlos fortfahren' }).click();
  await expect(toast(page, 'Kostenloser Tarif aktiviert.')).toBeVisible();
  await expect(page).toHaveURL(/\/all-tenant-requests$/);
  await expectToastBelowTopBar(page);
  await page.setViewportSize({ width: 1280, height: 860 });
  await expectToastBelowTopBar(page);
});

test('the NoPayment toast after a login sits below the controls and reads at AA contrast', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'client');
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expect(
    toast(page, 'Du hast deine Zahlung noch nicht abgeschlossen. Bitte fahre mit der Zahlung fort.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email\?/);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 812 });
    await expectToastBelowTopBar(page);
    // For people to look at: the toast and the top bar together.
    await page.screenshot({
      path: path.join(test.info().project.outputDir, 'screens', `toast-no-payment-${width}.png`),
    });
    for (const scheme of SCHEMES) {
      await showAs(page, { width, height: 812 }, scheme);
      await page.locator('[data-sonner-toast]').first().hover();
      const results = await new AxeBuilder({ page })
        .include('[data-sonner-toaster]')
        .withRules(['color-contrast'])
        .analyze();
      const failures = results.violations.flatMap((v) => v.nodes.map((n) => `${scheme} ${width}: ${n.failureSummary}`));
      expect(failures).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
});

test('another browser: the verification link and the payment link verify and end at the login', async ({
  page,
  request,
}) => {
  const account = newAccount('client');
  // Signed up by the API client, whose cookies this page does not have.
  await signUpViaApi(request, account);
  await page.goto(await waitForLink(account.email, '/verify-email?token='));
  await expect(page.getByRole('heading', { level: 1, name: 'E-Mail bestätigt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
  await screenshots(page, 'confirm-email-elsewhere');
  expect(await axeFindings(page, 'confirm-email-elsewhere')).toEqual([]);

  // A checkout started with the login gate's token (by the API client) and paid there.
  const gate = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  const { checkout_token: checkoutToken } = (await gate.json()) as { checkout_token: string };
  const started = await request.post('/api/auth/create-checkout-session', {
    headers: { Authorization: `Bearer ${checkoutToken}` },
    data: { role: 'client', email: account.email, duration: 6 },
  });
  const { sessionId } = (await started.json()) as { sessionId: string };
  expect((await request.post(`/api/payments/local/${sessionId}/pay`)).status()).toBe(200);

  await page.goto(`/verify-payment?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlung bestätigt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jetzt anmelden' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
  await screenshots(page, 'verify-payment-elsewhere');
  expect(await axeFindings(page, 'verify-payment-elsewhere')).toEqual([]);
});
