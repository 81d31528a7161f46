/*
 * The login screen as the spec's "Login screen" section describes it, in English (through the
 * language switcher) and German; the boot spinner; the theme toggle on the public pages.
 */
import { expect, test, type Page } from '@playwright/test';
import { createActiveAccount, newAccount, signUpViaApi, useSession } from './support/accounts';
import { chooseTheme, expectDashboard, toast } from './support/ui';
import { gateRequests } from './support/network';

async function switchToEnglish(page: Page) {
  await page.getByRole('group', { name: 'Sprache' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test('login page in English: heading, links, field errors, busy label and the failure alert', async ({
  page,
  request,
}) => {
  // A real, existing account: the wrong password is wrong for someone who exists.
  const account = newAccount('client');
  await signUpViaApi(request, account);

  await page.goto('/login');
  await expect(page).toHaveTitle('Anmelden - Mietmatch | Rentmatch');
  await switchToEnglish(page);

  await test.step('English texts, title and links', async () => {
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
    await expect(page).toHaveTitle('Login - Mietmatch | Rentmatch');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    await expect(page.getByText(/By logging in you agree to our Terms of Service and Privacy Policy/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toBeVisible();
  });

  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  const submit = page.getByRole('button', { name: 'Login', exact: true });

  await test.step('field errors in red beneath the fields', async () => {
    await submit.click();
    await expect(email).toHaveAccessibleDescription('Enter a valid email');
    await expect(password).toHaveAccessibleDescription('Password is required');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const errorColour = await page.getByText('Enter a valid email').evaluate((el) => getComputedStyle(el).color);
    const labelColour = await page.getByText('Email', { exact: true }).evaluate((el) => getComputedStyle(el).color);
    expect(errorColour).not.toBe(labelColour);

    await email.fill('not-an-email');
    await password.fill('12345');
    await submit.click();
    await expect(email).toHaveAccessibleDescription('Enter a valid email');
    await expect(password).toHaveAccessibleDescription('Password is required');
  });

  await test.step('show/hide password', async () => {
    await password.fill('wrong-password');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  const login = await gateRequests(page, '**/api/auth/login');
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to login.' });

  await test.step('wrong password: busy label, then the destructive alert', async () => {
    await email.fill(account.email);
    const release = login.hold();
    await submit.click();
    const busy = page.getByRole('button', { name: 'Logging in...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Please verify your login information and try again.');
    await expect(toast(page, 'Invalid credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the alert is hidden at the start of the next attempt', async () => {
    const release = login.hold();
    await submit.click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeVisible();
    await expect(alert).toBeHidden();
    release();
    await expect(alert).toBeVisible();
  });

  await test.step('the language choice survives a reload', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeVisible();
    await expect(page).toHaveTitle('Anmelden - Mietmatch | Rentmatch');
  });
});

test('login page in German by default, two columns with the image on large screens only, no scrolling at 1280×800', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sprache' }).getByRole('button', { name: 'Deutsch' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('link', { name: 'Mietmatch|Rentmatch' })).toBeVisible();
  const illustration = page.getByText('Finde das Zuhause, das zu deinem Leben passt.');
  await expect(illustration).toBeVisible();
  // Footer: version, legal links, contact and the GeoNames attribution.
  await expect(page.getByText('Version 1.0.54')).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} Mietmatch | Rentmatch`)).toBeVisible();
  const legal = page.getByRole('navigation', { name: 'Rechtliches' });
  await expect(legal.getByRole('link', { name: 'Impressum' })).toBeVisible();
  await expect(legal.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(legal.getByRole('link', { name: 'Nutzungsbedingungen' })).toBeVisible();
  await expect(legal.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('link', { name: 'GeoNames' })).toBeVisible();
  // The whole page, footer included, fits a 1280×800 screen without scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(illustration).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeVisible();
});

test('/login paints from its HTML before any script; "Launching app..." where that page would be wrong', async ({
  page,
}) => {
  const scripts = await gateRequests(page, '**/assets/*.js');

  // A visitor: the build's German page, whole, while the scripts are held.
  let release = scripts.hold();
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page).toHaveTitle('Anmelden - Mietmatch | Rentmatch');
  await expect(page.getByText('App wird gestartet...')).toBeHidden();
  // Typed before the app has arrived: Enter does not send the form (nor the password into the address).
  await page.getByLabel('E-Mail').fill('nobody@example.com');
  await page.getByLabel('Passwort', { exact: true }).fill('wrong-Passwort-1');
  await page.getByLabel('Passwort', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  release();
  // The app's page replaces the build's (its marker is gone) and keeps what was typed.
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByLabel('E-Mail')).toHaveValue('nobody@example.com');
  await expect(page.getByLabel('Passwort', { exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Anmeldung fehlgeschlagen.' })).toBeVisible();

  // A choice made on the build's sign-up page stays chosen when the app takes over.
  release = scripts.hold();
  await page.goto('/register', { waitUntil: 'commit' });
  await page.getByRole('radio', { name: /Ich vermiete eine Immobilie/ }).check();
  await page.getByLabel('Vorname').fill('Mara');
  release();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Ich vermiete eine Immobilie/ })).toBeChecked();
  await expect(page.getByLabel('Vorname')).toHaveValue('Mara');

  // A page the build did not render starts with the spinner.
  release = scripts.hold();
  await page.goto('/reset-password?token=x', { waitUntil: 'commit' });
  await expect(page.getByRole('status').getByText('App wird gestartet...')).toBeVisible();
  release();

  // In English the German page would be wrong: the spinner, in English, then the English page.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  release = scripts.hold();
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('status').getByText('Launching app...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeHidden();
  release();
  await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
});

test('theme toggle on the public pages: Dark, Light and System, stored in local storage', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/login');
  const html = page.locator('html');
  const stored = () => page.evaluate(() => localStorage.getItem('theme'));
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Darstellung: System' })).toBeVisible();

  await chooseTheme(page, 'Dunkel');
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await stored()).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Darstellung: Dunkel' })).toBeVisible();

  await chooseTheme(page, 'Hell');
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await stored()).toBe('light');

  await chooseTheme(page, 'System');
  expect(await stored()).toBe('system');
  await expect(html).not.toHaveClass(/\bdark\b/);
  // System follows the operating system live.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test('dashboard layout: theme menu, language switcher, collapsible sidebar and the phone menu', async ({
  page,
  request,
}) => {
  const { session } = await createActiveAccount(request, 'client');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await useSession(page, session);
  await page.goto('/my-requests');
  await expectDashboard(page, 'client');
  const html = page.locator('html');

  await test.step('theme: Dark adds the class and is stored', async () => {
    await chooseTheme(page, 'Dunkel');
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await chooseTheme(page, 'Hell');
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  await test.step('language: English in the menu and the page title', async () => {
    await page.getByRole('group', { name: 'Sprache' }).getByRole('button', { name: 'English' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Requests' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('My Requests - Mietmatch | Rentmatch');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Deutsch' }).click();
    await expect(page).toHaveTitle('Meine Gesuche - Mietmatch | Rentmatch');
  });

  await test.step('the sidebar collapses to the small logo and keeps named entries', async () => {
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(page.getByText('Rentmatch', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Seitenleiste einklappen' }).click();
    await expect(page.getByRole('button', { name: 'Seitenleiste ausklappen' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Mein Profil' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Seitenleiste ausklappen' })).toBeVisible();
    await page.getByRole('button', { name: 'Seitenleiste ausklappen' }).click();
    await expect(page.getByRole('button', { name: 'Seitenleiste einklappen' })).toBeVisible();
  });

  await test.step('on a phone the menu opens in a drawer', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Mein Profil' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Mein Profil' }).click();
    await expect(page).toHaveURL(/\/profile-view$/);
    await expect(drawer).toBeHidden();
  });
});
