/* Small UI steps shared by the specs; the labels are the German defaults of the web app. */
import { expect, type Page } from '@playwright/test';

/** Fills the German login form and submits it. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** A toast (sonner, top-right) with this text; the toast region's name may be English or German. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: /Notifications|Benachrichtigungen/ }).getByText(text);
}

export const HOME = { client: '/my-requests', contractor: '/all-tenant-requests' } as const;

/** The dashboard is there: main navigation with the role's entry and the account entries. */
export async function expectDashboard(page: Page, role: 'client' | 'contractor' | 'admin') {
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav).toBeVisible();
  const roleEntry = { client: 'Meine Gesuche', contractor: 'Mieter finden', admin: 'Benutzerverwaltung' }[role];
  await expect(nav.getByRole('link', { name: roleEntry })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Mein Profil' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Passwort ändern' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Abmelden' })).toBeVisible();
}

/** Logs out through the sidebar; the app goes to /login only. */
export async function logout(page: Page) {
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeVisible();
}

/**
 * Picks a theme (German label: Hell, Dunkel, System) with the theme control of the page, whichever
 * form it has: a menu with Light/Dark/System (dashboard) or one button cycling through them (public pages).
 * Either way the control's name says the current choice: "Darstellung: <choice>".
 */
export async function chooseTheme(page: Page, choice: 'Hell' | 'Dunkel' | 'System') {
  const control = page.getByRole('button', { name: /^Darstellung: / });
  if ((await control.getAttribute('aria-haspopup')) === 'menu') {
    await control.click();
    await page.getByRole('menuitemradio', { name: choice }).click();
  } else {
    for (let i = 0; i < 3 && (await control.getAttribute('aria-label')) !== `Darstellung: ${choice}`; i += 1) {
      await control.click();
    }
  }
  await expect(page.getByRole('button', { name: `Darstellung: ${choice}` })).toBeVisible();
}
