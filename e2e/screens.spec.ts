/*
 * Visual check (no pixel assertions): full-page screenshots of /login, /register, /profile-view,
 * /my-subscriptions, the local test checkout and /verify-payment at desktop and phone width, light and
 * dark, written to test-results/screens/ for people to look at; plus axe on those pages, which must
 * have no serious or critical violations.
 *
 * One signed-in tenant serves every test here (two logins for the file: login is rate limited per IP).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createActiveAccount, loginViaApi, useSession, type Session, type TestAccount } from './support/accounts';
import { SCHEMES } from './support/appearance';

let tenant: Promise<{ account: TestAccount; session: Session }> | undefined;
/** The file's tenant on the free plan, with full profile details; created by the first test that needs it. */
function sharedTenant(request: APIRequestContext) {
  tenant ??= createActiveAccount(
    request,
    'client',
    { firstName: 'Mara', lastName: 'Schneider' },
    {
      address: 'Lindenstraße 12',
      postalArea: '10969 Berlin',
      telephone: '+49 30 1234567',
      nationality: 'deutsch',
      profession: 'Lehrerin',
      relationshipStatus: 'Married',
    },
  );
  return tenant;
}

/** A checkout of the local test provider for the shared tenant, started with its access token. */
async function startCheckout(request: APIRequestContext, months: number, additional = false) {
  const { account, session } = await sharedTenant(request);
  const res = await request.post(`/api/auth/create-checkout-session${additional ? '?isAdditionalPlan=true' : ''}`, {
    headers: { Authorization: `Bearer ${session.access_token}` },
    data: { role: 'client', email: account.email, duration: months },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { url, sessionId } = (await res.json()) as { url: string; sessionId: string };
  return { path: new URL(url).pathname, sessionId };
}

/**
 * A session of its own for each page: the shared tenant's first session rotates its refresh token as soon as
 * a page uses it, and the spent token coming back in the next test would end that session as a stolen copy.
 */
async function signInSharedTenant(request: APIRequestContext) {
  const { account } = await sharedTenant(request);
  const login = await loginViaApi(request, account.email, account.password);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body as unknown as Session;
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

function screenPath(name: string) {
  return path.join(test.info().project.outputDir, 'screens', `${name}.png`);
}

/** Every combination: the theme is the default "System", so the emulated OS preference decides. */
async function shootAll(page: Page, name: string, open: () => Promise<void>) {
  for (const viewport of VIEWPORTS) {
    for (const scheme of SCHEMES) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await open();
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      // Pictures and fonts are in before the shot.
      await page.waitForFunction(
        () => document.fonts.status === 'loaded' && [...document.images].every((img) => img.complete),
      );
      // What the screen shows first, and the whole page. Full-page captures keep the viewport height,
      // so sticky and screen-high parts (sidebar, save bar, illustration) sit where the first screen has them.
      const shot = `${name}-${viewport.name}-${scheme}`;
      await page.screenshot({ path: screenPath(shot), animations: 'disabled' });
      await page.screenshot({ path: screenPath(`${shot}-full`), fullPage: true, animations: 'disabled' });
    }
  }
}

test('screenshots: login and register', async ({ page }) => {
  await shootAll(page, 'login', async () => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeVisible();
  });
  await shootAll(page, 'register', async () => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
  });
  // The register form with its field errors, as people see it after an empty submit.
  await page.setViewportSize(VIEWPORTS[0]);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/register');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Vorname ist erforderlich')).toBeVisible();
  await page.screenshot({
    path: screenPath('register-errors-desktop-light-full'),
    fullPage: true,
    animations: 'disabled',
  });
});

test('screenshots: profile', async ({ page, request }) => {
  await useSession(page, await signInSharedTenant(request));
  await shootAll(page, 'profile', async () => {
    await page.goto('/profile-view');
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    await expect(page.getByLabel('Beruf')).toHaveValue('Lehrerin');
  });
});

test('screenshots: plans, order overview, local checkout and payment verification', async ({ page, request }) => {
  await useSession(page, await signInSharedTenant(request));
  await shootAll(page, 'my-subscriptions', async () => {
    await page.goto('/my-subscriptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Abonnements' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Deine Tarife' })).toContainText('Basis · 3 Monate');
  });
  await shootAll(page, 'order-overview', async () => {
    await page.goto('/my-subscriptions');
    await page
      .getByRole('region', { name: 'Mieter · 6 Monate', exact: true })
      .getByRole('button', { name: 'Tarif wählen' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Bestellung prüfen' })).toBeVisible();
  });

  const checkout = await startCheckout(request, 6);
  await shootAll(page, 'local-checkout', async () => {
    await page.goto(checkout.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Bezahlen' })).toBeVisible();
  });

  const paid = await request.post(`/api/payments/local/${checkout.sessionId}/pay`);
  expect(paid.status(), await paid.text()).toBe(200);
  await shootAll(page, 'verify-payment', async () => {
    await page.goto(`/verify-payment?session_id=${checkout.sessionId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlung bestätigt' })).toBeVisible();
  });
});

/** Serious and critical axe violations, one line per failing element. */
async function seriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  // All findings (any impact) beside the screenshots, for people to read.
  const report = path.join(test.info().project.outputDir, 'screens', `axe-${label}.json`);
  await mkdir(path.dirname(report), { recursive: true });
  await writeFile(
    report,
    JSON.stringify(
      results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      })),
      null,
      2,
    ),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${label}: [${v.impact}] ${v.id} (${v.help}) at ${n.target.join(' ')}`));
}

test('accessibility: no serious or critical axe violations on /login and /register, light and dark', async ({
  page,
}) => {
  const found: string[] = [];
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeVisible();
    found.push(...(await seriousViolations(page, `login-${scheme}`)));
    // The form with its field errors and the failure alert.
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Gib eine gültige E-Mail-Adresse ein')).toBeVisible();
    found.push(...(await seriousViolations(page, `login-errors-${scheme}`)));

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
    found.push(...(await seriousViolations(page, `register-${scheme}`)));
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Vorname ist erforderlich')).toBeVisible();
    found.push(...(await seriousViolations(page, `register-errors-${scheme}`)));
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('accessibility: no serious or critical axe violations on /profile-view, /my-subscriptions, the order overview, the local checkout and /verify-payment', async ({
  page,
  request,
}) => {
  await useSession(page, await signInSharedTenant(request));
  const checkout = await startCheckout(request, 3, true);
  const found: string[] = [];
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });

    await page.goto('/profile-view');
    await expect(page.getByLabel('Beruf')).toHaveValue('Lehrerin');
    found.push(...(await seriousViolations(page, `profile-${scheme}`)));

    await page.goto('/my-subscriptions?isAdditionalPlan=true');
    await expect(page.getByRole('tab', { name: 'Zusatztarif', selected: true })).toBeVisible();
    found.push(...(await seriousViolations(page, `my-subscriptions-${scheme}`)));
    await page
      .getByRole('region', { name: 'Zusatztarif · 3 Monate', exact: true })
      .getByRole('button', { name: 'Tarif wählen' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Bestellung prüfen' });
    await dialog.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(dialog.getByText(/Bitte stimme den AGB zu/)).toBeVisible();
    found.push(...(await seriousViolations(page, `order-overview-errors-${scheme}`)));

    await page.goto(checkout.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Bezahlen' })).toBeVisible();
    found.push(...(await seriousViolations(page, `local-checkout-${scheme}`)));

    await page.goto('/verify-payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlung nicht bestätigt' })).toBeVisible();
    found.push(...(await seriousViolations(page, `verify-payment-missing-${scheme}`)));
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('phone width: /login, /register, /profile-view, /my-subscriptions and the local checkout do not scroll sideways at 375 px', async ({
  page,
  request,
}) => {
  // PRODUCT.md: every screen works at 375 px wide. Anything wider than the viewport makes the page pan sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = () =>
    page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5 && getComputedStyle(el).position !== 'fixed')
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class') ?? '').slice(0, 60)}"> right=${Math.round(el.getBoundingClientRect().right)}`,
        );
      return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 5) };
    });
  const found: string[] = [];
  const check = async (label: string) => {
    const o = await overflow();
    if (o.scrollWidth > o.width || o.wide.length)
      found.push(`${label}: scrollWidth ${o.scrollWidth} > ${o.width}; ${o.wide.join('; ')}`);
  };

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeVisible();
  await check('/login');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
  await check('/register');

  await useSession(page, await signInSharedTenant(request));
  await page.goto('/profile-view');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();
  await check('/profile-view');
  await page.goto('/my-subscriptions?isAdditionalPlan=true');
  await expect(page.getByRole('tab', { name: 'Zusatztarif', selected: true })).toBeVisible();
  await check('/my-subscriptions');
  await page
    .getByRole('region', { name: 'Zusatztarif · 6 Monate', exact: true })
    .getByRole('button', { name: 'Tarif wählen' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Bestellung prüfen' })).toBeVisible();
  await check('order overview');
  await page.goto((await startCheckout(request, 6, true)).path);
  await expect(page.getByRole('heading', { level: 1, name: 'Bezahlen' })).toBeVisible();
  await check('/local-checkout');
  expect(found, found.join('\n')).toEqual([]);
});
