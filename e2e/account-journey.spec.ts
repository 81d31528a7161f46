/*
 * The whole account journey in German, through the browser only, once as a tenant (client) and once
 * as a landlord (contractor): sign-up with avatar, the real verification mail straight on to the plan
 * choice, "Continue for free" into the dashboard (the one sign-in), profile editing, changing the password,
 * logging out, and recovering the password by mail (the used link is rejected afterwards).
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { avatarPng, newAccount, type SignUpRole } from './support/accounts';
import { waitForLink } from './support/mail';
import { expectDashboard, HOME, logout, submitLogin, toast } from './support/ui';

const ROLE_CARD: Record<SignUpRole, string> = {
  client: 'Ich suche eine Immobilie',
  contractor: 'Ich vermiete eine Immobilie',
};
const HOME_TITLE: Record<SignUpRole, string> = { client: 'Meine Gesuche', contractor: 'Mieter finden' };

/** The dominant colour of the picture behind an <img>, as the server serves it. */
async function dominantColour(page: Page, src: string) {
  const res = await page.request.get(src);
  expect(res.status()).toBe(200);
  const { dominant } = await sharp(await res.body()).stats();
  return dominant;
}

test('sign-up shows the field errors in German beneath each field', async ({ page }) => {
  await page.goto('/register');
  await expect(page).toHaveTitle('Registrieren - Mietmatch | Rentmatch');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();

  await expect(page.getByText('Wähle, ob du eine Immobilie suchst oder vermietest')).toBeVisible();
  await expect(page.getByLabel('Vorname')).toHaveAccessibleDescription('Vorname ist erforderlich');
  await expect(page.getByLabel('Nachname')).toHaveAccessibleDescription('Nachname ist erforderlich');
  await expect(page.getByLabel('E-Mail')).toHaveAccessibleDescription('Gib eine gültige E-Mail-Adresse ein');
  await expect(page.getByRole('textbox', { name: 'Passwort', exact: true })).toHaveAccessibleDescription(
    'Das Passwort muss mindestens 6 Zeichen lang sein',
  );
  await expect(page.getByLabel('Profilbild')).toHaveAccessibleDescription('Bitte lade ein gültiges Profilbild hoch');
  // Errors are red: the destructive colour, not the body text colour.
  const error = page.getByText('Vorname ist erforderlich');
  const errorColour = await error.evaluate((el) => getComputedStyle(el).color);
  const bodyColour = await page.locator('body').evaluate((el) => getComputedStyle(el).color);
  expect(errorColour).not.toBe(bodyColour);
  await expect(page).toHaveURL(/\/register$/);
});

for (const role of ['client', 'contractor'] as const) {
  test(`${role}: sign up, verify, continue for free, profile, change and reset password`, async ({ page, baseURL }) => {
    const account = newAccount(role);
    const secondPassword = 'zweites-Passwort-2';
    const thirdPassword = 'drittes-Passwort-3';

    await test.step('the root redirects to the login page, in German', async () => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeVisible();
      await expect(page).toHaveTitle('Anmelden - Mietmatch | Rentmatch');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    });

    await test.step('sign up with role, details and an avatar', async () => {
      await page.getByRole('link', { name: 'Registrieren' }).click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();

      const card = page.getByRole('radio', { name: ROLE_CARD[role] });
      await card.check();
      await expect(card).toBeChecked();
      await page.getByLabel('Vorname').fill(account.firstName);
      await page.getByLabel('Nachname').fill(account.lastName);
      await page.getByLabel('E-Mail').fill(account.email);
      await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(account.password);
      await page
        .getByLabel('Profilbild')
        .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: await avatarPng('#0f5e5b') });
      await expect(page.getByText('avatar.png')).toBeVisible();
      await page.getByLabel('Telefon').fill('+49 30 1234567');
      await page.getByLabel('Staatsangehörigkeit').fill('deutsch');
      await page.getByLabel('Beruf').fill(role === 'client' ? 'Lehrerin' : 'Hausverwalter');
      await page.getByLabel('Familienstand').selectOption({ label: 'Verheiratet' });

      await page.getByRole('button', { name: 'Konto erstellen' }).click();
      await expect(page).toHaveURL(/\/email-notice$/);
      await expect(page.getByRole('heading', { name: 'Prüfe dein Postfach' })).toBeVisible();
    });

    await test.step('the link of the verification mail confirms the address and welcomes to the plans', async () => {
      const link = await waitForLink(account.email, '/verify-email?token=');
      // The mailed link points at the app's APP_URL, which the test server sets to its own address.
      expect(link.startsWith(`${baseURL}/verify-email?token=`)).toBe(true);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Wähle deinen Tarif' })).toBeVisible();
      await expect(page.getByText('E-Mail bestätigt – willkommen!')).toBeVisible();
      const params = new URL(page.url()).searchParams;
      expect(params.get('email')).toBe(account.email);
      expect(params.get('role')).toBe(role);
      // Nobody failed anything: no NoPayment toast, no red.
      await expect(page.getByText(/Zahlung noch nicht abgeschlossen/)).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      // The role's paid plans are offered beside the free one, prices including VAT.
      await expect(page.getByRole('region', { name: /^Basis · 3 Monate/ })).toBeVisible();
      const paid = page.getByRole('region', { name: role === 'client' ? /^Mieter · / : /^Vermieter · / });
      await expect(paid).toHaveCount(role === 'client' ? 3 : 4);
      await expect(paid.first()).toContainText('inkl. MwSt.');
    });

    await test.step('continue for free: signed in, straight into the dashboard', async () => {
      await page.getByRole('button', { name: 'Kostenlos fortfahren' }).click();
      await expect(toast(page, 'Kostenloser Tarif aktiviert.')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${HOME[role]}$`));
      await expect(page).toHaveTitle(`${HOME_TITLE[role]} - Mietmatch | Rentmatch`);
      await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE[role] })).toBeVisible();
      await expectDashboard(page, role);
      await expect(page.getByText('Version 1.0.54')).toBeVisible();
      // The session survives a reload (the refresh cookie of the activation's answer).
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE[role] })).toBeVisible();
    });

    await test.step('edit the profile: a field and the avatar are saved', async () => {
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Mein Profil' })
        .click();
      await expect(page).toHaveURL(/\/profile-view$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
      await expect(page.getByLabel('Vorname')).toHaveValue(account.firstName);
      await expect(page.getByLabel('Familienstand')).toHaveValue('Married');

      // The name is written beside the picture: the picture itself is decorative.
      const headerAvatar = page.getByRole('button', { name: 'Benutzermenü' }).locator('img');
      await expect(headerAvatar).toHaveAttribute('alt', '');
      const before = await headerAvatar.getAttribute('src');
      expect(before).toBeTruthy();
      const teal = await dominantColour(page, before!);
      expect(teal.g).toBeGreaterThan(teal.r);

      await page.getByLabel('Beruf').fill('Architektin');
      await page
        .getByLabel('Profilbild')
        .setInputFiles({ name: 'neu.png', mimeType: 'image/png', buffer: await avatarPng('#c2410c') });
      await page.getByRole('button', { name: 'Änderungen speichern' }).click();
      await expect(toast(page, 'Profil aktualisiert')).toBeVisible();

      await page.reload();
      await expect(page.getByLabel('Beruf')).toHaveValue('Architektin');
      await expect(headerAvatar).not.toHaveAttribute('src', before!);
      const orange = await dominantColour(page, (await headerAvatar.getAttribute('src'))!);
      expect(orange.r).toBeGreaterThan(150);
      expect(orange.b).toBeLessThan(80);
    });

    await test.step('change the password (old and new must differ), then log out', async () => {
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Passwort ändern' })
        .click();
      await expect(page).toHaveURL(/\/change-password$/);
      const oldField = page.getByRole('textbox', { name: 'Aktuelles Passwort', exact: true });
      const newField = page.getByRole('textbox', { name: 'Neues Passwort', exact: true });
      const confirmField = page.getByRole('textbox', { name: 'Neues Passwort bestätigen', exact: true });

      await oldField.fill(account.password);
      await newField.fill(account.password);
      await confirmField.fill(account.password);
      await page.getByRole('button', { name: 'Passwort aktualisieren' }).click();
      await expect(newField).toHaveAccessibleDescription('Das neue Passwort muss sich vom alten unterscheiden');

      await newField.fill(secondPassword);
      await confirmField.fill(secondPassword);
      await page.getByRole('button', { name: 'Passwort aktualisieren' }).click();
      await expect(toast(page, 'Passwort aktualisiert')).toBeVisible();
      await expect(oldField).toHaveValue('');

      await logout(page);
      expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
    });

    await test.step('the new password logs in', async () => {
      await submitLogin(page, account.email, secondPassword);
      await expect(page).toHaveURL(new RegExp(`${HOME[role]}$`));
      await logout(page);
    });

    let resetLink = '';
    await test.step('forgot password: the mailed link sets a new password', async () => {
      const requestedAt = Date.now();
      await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await page.getByLabel('E-Mail').fill(account.email);
      await page.getByRole('button', { name: 'Link senden' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `Falls ein Konto für ${account.email} besteht` }),
      ).toBeVisible();

      resetLink = await waitForLink(account.email, '/reset-password?token=', requestedAt);
      await page.goto(resetLink);
      await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(thirdPassword);
      await page.getByRole('textbox', { name: 'Neues Passwort bestätigen', exact: true }).fill(thirdPassword);
      await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
      await expect(toast(page, 'Passwort zurückgesetzt. Bitte melde dich mit deinem neuen Passwort an.')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      await submitLogin(page, account.email, thirdPassword);
      await expect(page).toHaveURL(new RegExp(`${HOME[role]}$`));
      await logout(page);
    });

    await test.step('the used reset link is rejected', async () => {
      await page.goto(resetLink);
      await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('viertes-Passwort-4');
      await page.getByRole('textbox', { name: 'Neues Passwort bestätigen', exact: true }).fill('viertes-Passwort-4');
      await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen.' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/reset-password\?token=/);
    });
  });
}
