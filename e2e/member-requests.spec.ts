import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, createActiveAccount, useSession, type Session } from './support/accounts';
import { SCHEMES, showAs } from './support/appearance';
import { submitLogin } from './support/ui';

/**
 * A tenant's requests on their profile, and towns that share a name ("Halle" lies in Saxony-Anhalt
 * and in North Rhine-Westphalia, both in the postal-code table the app imports). With
 * E2E_SHOTS_DIR set, the profile is photographed at 1280 and 375 px, light and dark.
 */
async function publish(request: APIRequestContext, session: Session, fields: Record<string, string>) {
  const res = await request.post('/api/tenant/create-tenant-request', {
    headers: { Authorization: `Bearer ${session.access_token}` },
    multipart: {
      firstName: 'Hanna',
      lastName: 'Hallenser',
      email: 'hanna@e2e.test',
      telephone: '+49 345 1234',
      consent: 'true',
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; targetState: string | null };
}

async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 375, height: 812 },
  ]) {
    for (const scheme of SCHEMES) {
      await showAs(page, viewport, scheme);
      await page.locator('#requests').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(dir, `${name}-${viewport.name}-${scheme}.png`), animations: 'disabled' });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a tenant’s requests on their profile, for a landlord and an admin, and a search in one of two towns called Halle', async ({
  browser,
  request,
}) => {
  const { account, session: tenant } = await createActiveAccount(request, 'client', {
    firstName: 'Hanna',
    lastName: `Hallenser ${Date.now()}`,
  });
  const saale = await publish(request, tenant, {
    targetCity: 'Halle',
    targetState: 'Sachsen-Anhalt',
    targetPostalCode: '06108',
    maxPrice: '950',
    requiredRooms: '2',
    radius: '10',
  });
  const westfalen = await publish(request, tenant, {
    targetCity: 'Halle',
    targetState: 'Nordrhein-Westfalen',
    maxPrice: '1200',
    requiredRooms: '3',
    numberOfResidents: '3',
  });
  await publish(request, tenant, { targetCity: 'Leipzig', maxPrice: '800', status: 'paused' });
  expect([saale.targetState, westfalen.targetState]).toEqual(['Sachsen-Anhalt', 'Nordrhein-Westfalen']);

  // A landlord sees the published requests on the profile, each opening its details.
  const { session: landlordSession } = await createActiveAccount(request, 'contractor');
  const landlordContext = await browser.newContext();
  const landlord = await landlordContext.newPage();
  await useSession(landlord, landlordSession);
  await landlord.goto(`/user-profile/${tenant.userId}`);
  const section = landlord.getByRole('region', { name: 'Gesuche' });
  await expect(section.getByText('2 Gesuche', { exact: true })).toBeVisible();
  await expect(section.getByRole('link')).toHaveCount(2);
  await expect(section.getByText('Leipzig')).toHaveCount(0);
  await shoot(landlord, 'profile-landlord');
  await section.getByRole('link', { name: /Halle \(Sachsen-Anhalt\) · 06108/ }).click();
  await expect(landlord).toHaveURL(new RegExp(`/tenant-request-details/${saale.id}$`));

  // Looking for tenants in Halle (Westphalia) finds that town's request, not the other Halle's.
  await landlord.goto('/all-tenant-requests');
  const city = landlord.getByRole('combobox', { name: 'Stadt oder Ort' }).first();
  await city.fill('Halle');
  await landlord
    .getByRole('option', { name: /Halle.*Nordrhein-Westfalen/ })
    .first()
    .click();
  await expect(landlord).toHaveURL(/state=Nordrhein-Westfalen/);
  await expect(landlord.locator(`a[href="/tenant-request-details/${westfalen.id}"]`).first()).toBeVisible();
  await expect(landlord.locator(`a[href="/tenant-request-details/${saale.id}"]`)).toHaveCount(0);
  await landlordContext.close();

  // The admin opens the tenant's requests from the users table: every one, with its status.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await submitLogin(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/all-users$/);
  await admin.getByRole('searchbox', { name: 'Suche' }).fill(account.email);
  // The table answers the search after a pause in typing; the menu is opened on its answer.
  await expect(admin).toHaveURL(/search=/);
  await expect(admin.getByText('1 Benutzer', { exact: true })).toBeVisible();
  await admin.getByRole('button', { name: `Aktionen für ${account.firstName} ${account.lastName}` }).click();
  await admin.getByRole('menuitem', { name: 'Gesuche öffnen' }).click();
  await expect(admin).toHaveURL(new RegExp(`/user-profile/${tenant.userId}#requests$`));
  const all = admin.getByRole('region', { name: 'Gesuche' });
  await expect(all.getByText(/^3 Gesuche/)).toBeVisible();
  await expect(all.getByRole('link', { name: /Leipzig/ })).toContainText('Pausiert');
  await expect(all).toBeInViewport();
  await shoot(admin, 'profile-admin');
  await adminContext.close();
});
