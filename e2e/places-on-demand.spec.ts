/*
 * The ~17k German places the area pickers search (~200 kB compressed) come when a picker is on screen: on a
 * phone the results page keeps its filters behind "Filter anzeigen", and loads the places when they open; it
 * does not draw the filter panel and the sidebar it would keep hidden either.
 */
import { expect, test, type Page } from '@playwright/test';
import { createActiveAccount, loginViaApi, useSession, type Session } from './support/accounts';

const RESULTS = '/properties-list?city=Halle%20(Saale)';

/** Until the page has loaded and the browser has been idle: when the places would have been asked for. */
async function pageSettled(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500), { timeout: 2000 })),
  );
}

test('a phone loads the places when the filters open, a wide screen with the results beside them', async ({
  page,
  request,
}) => {
  const tenant = await createActiveAccount(request, 'client');
  const login = await loginViaApi(page.request, tenant.account.email, tenant.account.password);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  await useSession(page, login.body as unknown as Session);
  let asked = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/geo/areas') asked += 1;
  });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(RESULTS);
  await expect(page.getByRole('heading', { name: '0 Immobilien gefunden' })).toBeVisible();
  await pageSettled(page);
  expect(asked).toBe(0);
  // Nor does it draw what it keeps hidden: the sidebar and the filter panel beside the results stand from 1024 px.
  await expect(page.locator('aside')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Filter', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filter anzeigen' }).click();
  await expect(page.getByRole('combobox', { name: 'Stadt oder Ort' })).toHaveValue('Halle (Saale)');
  expect(asked).toBe(1);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Stadt oder Ort' })).toHaveValue('Halle (Saale)');
  expect(asked).toBe(2);
  await expect(page.locator('aside')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Filter', exact: true })).toBeVisible();
});
