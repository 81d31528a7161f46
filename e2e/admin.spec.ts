/*
 * User management (spec sections 1 "Admins", 2 "/all-users", 6 admin, 7 Admin), in German: the admin
 * finds a member, blocks them with a reason, the member is put out at their next step and meets the
 * Blocked text at login, the block mail carries the reason; unblocking lets them in again.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, createActiveAccount } from './support/accounts';
import { waitForMail } from './support/mail';
import { submitLogin, toast } from './support/ui';

const BLOCKED_DE =
  'Dein Konto wurde vom Systemadministrator gesperrt oder gelöscht. Für weitere Hilfe wende dich bitte an den Administrator.';

/** Opens the row's menu and picks an entry; answers the dialog it opens. */
async function moderate(page: Page, name: string, item: string, dialogName: string) {
  await page.getByRole('button', { name: `Aktionen für ${name}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  return page.getByRole('dialog', { name: dialogName });
}

test('an admin searches a member, blocks them with a reason, and unblocks them again', async ({
  page: adminPage,
  browser,
  request,
}) => {
  const lastName = `Sperrprobe${Date.now().toString(36)}`;
  const { account } = await createActiveAccount(request, 'client', { firstName: 'Greta', lastName });
  const name = `Greta ${lastName}`;
  const reason = 'Gefälschte Wohnungsangebote mit fremden Fotos';

  // The member is signed in in a browser of their own.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto('/login');
  await submitLogin(member, account.email, account.password);
  await expect(member).toHaveURL(/\/my-requests$/);

  // The admin finds them by part of the name.
  await adminPage.goto('/login');
  await submitLogin(adminPage, ADMIN.email, ADMIN.password);
  await expect(adminPage).toHaveURL(/\/all-users$/);
  await adminPage.getByRole('searchbox', { name: 'Suche' }).fill(lastName.slice(0, 14).toLowerCase());
  await expect(adminPage).toHaveURL(new RegExp(`search=${lastName.slice(0, 14).toLowerCase()}`));
  const row = adminPage.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(adminPage.getByText('1 Benutzer', { exact: true })).toBeVisible();
  await expect(row.getByText('Aktiv', { exact: true })).toBeVisible();

  // Block: the reason is required.
  const block = await moderate(adminPage, name, 'Sperren', `${name} sperren?`);
  await block.getByRole('button', { name: 'Benutzer sperren' }).click();
  await expect(block.getByText('Gib eine Begründung an; die Person bekommt sie zu lesen.')).toBeVisible();
  await block.getByRole('textbox', { name: 'Begründung' }).fill(reason);
  await block.getByRole('button', { name: 'Benutzer sperren' }).click();
  await expect(toast(adminPage, 'Benutzer erfolgreich gesperrt')).toBeVisible();

  // The member is put out at once (the server cut their live connection, and the app's next call
  // answers 403 Blocked) or at the latest at their next step; either way the app says why.
  const favourites = member
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Favoriten' });
  if (!member.url().endsWith('/login')) {
    await favourites.click({ timeout: 1_000 }).catch(() => {
      // Put out while reaching for the link: the live connection's end was quicker.
    });
  }
  await expect(member).toHaveURL(/\/login$/);
  await expect(toast(member, BLOCKED_DE)).toBeVisible();
  expect(await member.evaluate(() => localStorage.getItem('userId'))).toBeNull();
  await submitLogin(member, account.email, account.password);
  await expect(member.getByRole('alert').filter({ hasText: 'Anmeldung fehlgeschlagen.' })).toBeVisible();
  await expect(toast(member, BLOCKED_DE).first()).toBeVisible();
  await expect(member).toHaveURL(/\/login$/);

  // Meanwhile the admin's table shows the block.
  await expect(block).toBeHidden();
  await expect(row.getByText('Gesperrt', { exact: true })).toBeVisible();

  // The block mail states the reason.
  const mail = await waitForMail(account.email, [reason]);
  expect(mail).toContain(reason);

  // The history shows who did what and why.
  await adminPage.getByRole('button', { name: `Aktionen für ${name}` }).click();
  await adminPage.getByRole('menuitem', { name: 'Verlauf' }).click();
  const history = adminPage.getByRole('dialog', { name: `Verlauf von ${name}` });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('Gesperrt');
  await expect(history.getByRole('listitem').first()).toContainText(reason);
  await adminPage.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Unblock, also with a reason for the record.
  const unblock = await moderate(adminPage, name, 'Entsperren', `${name} entsperren?`);
  await unblock.getByRole('textbox', { name: 'Begründung' }).fill('Angebote geprüft, Fotos gehören der Person');
  await unblock.getByRole('button', { name: 'Benutzer entsperren' }).click();
  await expect(toast(adminPage, 'Benutzer erfolgreich entsperrt')).toBeVisible();
  await expect(row.getByText('Aktiv', { exact: true })).toBeVisible();

  // The member signs in again.
  await submitLogin(member, account.email, account.password);
  await expect(member).toHaveURL(/\/my-requests$/);
  await expect(member.getByRole('heading', { level: 1, name: 'Meine Gesuche' })).toBeVisible();
  await memberContext.close();
});

test('the users table filters by role and status from the address, and offers no actions on admins', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLogin(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/all-users$/);
  await page.goto('/all-users?role=admin');
  await expect(page.getByRole('combobox', { name: 'Rolle' })).toHaveValue('admin');
  const own = page.getByRole('row', { name: new RegExp(ADMIN.email) });
  await expect(own).toBeVisible();
  await expect(own.getByText('Du', { exact: true })).toBeVisible();
  await expect(own.getByRole('button')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('deleted');
  await expect(page).toHaveURL(/role=admin&status=deleted/);
  await expect(page.getByText('Keine Benutzer gefunden.')).toBeVisible();
  await page.getByRole('button', { name: 'Filter zurücksetzen' }).first().click();
  await expect(page).toHaveURL(/\/all-users$/);
});
