/*
 * A member's own data on /profile-view, in German, through the browser: deactivate and reactivate
 * the account, download the data export (a real ZIP with account.json and the uploaded avatar),
 * delete the account with the password, and find that the login no longer works.
 * Screenshots of the section and the delete dialog (desktop and phone, light and dark) are written
 * to the test output folder under screens/ for people to look at.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createActiveAccount, loginViaApi, useSession } from './support/accounts';
import { SCHEMES, showAs } from './support/appearance';
import { submitLogin, toast } from './support/ui';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

async function shoot(page: Page, name: string, target: () => Locator) {
  for (const viewport of VIEWPORTS) {
    for (const scheme of SCHEMES) {
      await showAs(page, viewport, scheme);
      await target().scrollIntoViewIfNeeded();
      await page.screenshot({
        path: path.join(test.info().outputDir, 'screens', `${name}-${viewport.name}-${scheme}.png`),
        animations: 'disabled',
      });
    }
  }
  await page.setViewportSize(VIEWPORTS[0]);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The entries of a ZIP's central directory (file names are stored uncompressed there). */
function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\x01\x02'); at !== -1; at = zip.indexOf('PK\x01\x02', at + 4)) {
    const length = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + length).toString('utf8'));
  }
  return names;
}

test('a member pauses and resumes the account, downloads their data and deletes the account', async ({
  page,
  request,
}) => {
  const { account, session } = await createActiveAccount(
    request,
    'client',
    { firstName: 'Frieda', lastName: 'Fortgang' },
    { telephone: '+49 30 5550123' },
  );
  await useSession(page, session);
  await page.goto('/profile-view');
  const section = page.getByRole('region', { name: 'Deine Daten und dein Konto' });
  await expect(section).toBeVisible();
  expect(
    (await new AxeBuilder({ page }).include('[aria-labelledby="account-data-title"]').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);
  await shoot(page, 'account-section', () => section);

  await test.step('deactivate after confirming: every other page leads back to the profile', async () => {
    await section.getByRole('button', { name: 'Konto deaktivieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konto deaktivieren?' });
    await dialog.getByRole('button', { name: 'Deaktivieren' }).click();
    await expect(toast(page, 'Dein Konto ist deaktiviert.')).toBeVisible();
    await expect(
      page.getByText(/Dein Konto ist deaktiviert\. Deine Immobilien und Gesuche siehst nur du/),
    ).toBeVisible();
    await page.goto('/my-requests');
    await expect(page).toHaveURL(/\/profile-view$/);
    await shoot(page, 'account-section-deactivated', () => section);
  });

  await test.step('reactivate: the dashboard is open again', async () => {
    await section.getByRole('button', { name: 'Konto reaktivieren' }).click();
    await expect(toast(page, 'Dein Konto ist wieder aktiv.')).toBeVisible();
    await page.goto('/my-requests');
    await expect(page).toHaveURL(/\/my-requests$/);
    await page.goto('/profile-view');
  });

  await test.step('download my data: one ZIP with account.json and the avatar', async () => {
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mietmatch-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile((await download.path())!);
    expect(zip.length).toBeGreaterThan(100);
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    expect(zipEntryNames(zip)).toEqual(expect.arrayContaining(['account.json', 'files/avatar.webp']));
    await expect(toast(page, 'Deine Daten wurden heruntergeladen.')).toBeVisible();
  });

  await test.step('delete the account: the wrong password is refused, the right one deletes and signs out', async () => {
    await section.getByRole('button', { name: 'Mein Konto löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konto endgültig löschen?' });
    await expect(dialog.getByText('Bleibt erhalten')).toBeVisible();
    await shoot(page, 'account-delete-dialog', () => dialog.getByRole('heading', { name: 'Konto endgültig löschen?' }));

    await dialog.getByLabel('Dein Passwort').fill('nicht-mein-Passwort');
    await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await expect(dialog.getByLabel('Dein Passwort')).toHaveAccessibleDescription(
      /Das Passwort ist nicht korrekt\. Dein Konto wurde nicht gelöscht\./,
    );

    await dialog.getByLabel('Dein Passwort').fill(account.password);
    await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Dein Konto wurde gelöscht.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
  });

  await test.step('the deleted account can no longer log in', async () => {
    await submitLogin(page, account.email, account.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Anmeldung fehlgeschlagen.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await loginViaApi(request, account.email, account.password)).body).toMatchObject({
      code: 'InvalidCredentials',
    });
  });
});
