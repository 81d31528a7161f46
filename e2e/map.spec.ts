/*
 * The property results on a map, in German: a tenant opens the map beside the list, sees listings counted as
 * clusters that split when zoomed in, a hidden address as an area (never a pin), searches the visible area,
 * opens a listing from its marker and comes back to the same map and list. On a phone the map replaces the list.
 * The style and tiles come from loopback (e2e/support/map-tiles.mjs). Dresden is this file's own city.
 */
import { expect, test, type Page } from '@playwright/test';
import { createActiveAccount, loginViaApi, useSession, type Session, type TestAccount } from './support/accounts';
import { createListing, createTenantRequest } from './support/marketplace';
import { findingsLog } from './support/axe';
import { screenshots } from './support/screens';

const CITY = 'Dresden';
/** Postal codes of the old town and its neighbours, about a kilometre apart, and one in the far north. */
const CENTRE = ['01067', '01069', '01097', '01307'];
const NORTH = '01109';

test.describe.configure({ mode: 'serial' });

let tenant: TestAccount;
const titles: string[] = [];

test.beforeAll(async ({ request }) => {
  const landlord = (await createActiveAccount(request, 'contractor')).session;
  tenant = (await createActiveAccount(request, 'client')).account;
  for (const [i, postalCode] of CENTRE.entries()) {
    const title = `Karte Altbau ${i + 1}`;
    titles.push(title);
    await createListing(request, landlord, title, { city: CITY, postalCode, rent: String(800 + i * 100) });
  }
  await createListing(request, landlord, 'Karte Versteckt', {
    city: CITY,
    postalCode: NORTH,
    rent: '1150',
    hideExactAddress: 'true',
  });
});

/** A session of the tenant's own for each test (a refresh token is used up by the browser that used it). */
async function signIn(page: Page) {
  const login = await loginViaApi(page.request, tenant.email, tenant.password);
  expect(login.status).toBe(200);
  await useSession(page, login.body as unknown as Session);
}

const map = (page: Page) => page.getByRole('region', { name: 'Karte der Ergebnisse' });
const clusters = (page: Page) => map(page).locator('[data-cluster]');
const points = (page: Page) => map(page).locator('[data-listing]');

/** Waits for the map to have drawn its markers (the first answer fitted to the city, then the visible box). */
async function markersShown(page: Page) {
  await expect(map(page)).toBeVisible();
  await expect(map(page).locator('button[data-cluster], button[data-listing]').first()).toBeVisible();
  // Settled: the map has stopped moving and its markers are those of the view it shows.
  await expect(map(page)).not.toHaveAttribute('aria-busy', 'true');
}

test('the results on a map: clusters split on zoom, a hidden address is an area, search this area, back again', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`/properties-list?city=${CITY}`);
  await expect(page.getByRole('heading', { name: '5 Immobilien gefunden' })).toBeVisible();
  await page.getByRole('button', { name: 'Karte', exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  await markersShown(page);

  // Side by side: the cards beside the map.
  await expect(page.getByRole('link', { name: titles[0] })).toBeVisible();

  // The hidden address is an area marker, never the house; the others are prices, some counted together.
  await expect(map(page).getByRole('button', { name: /ungefähre Lage/ })).toHaveCount(1);
  await expect(clusters(page).first()).toBeVisible();
  const inCluster = Number(await clusters(page).first().textContent());
  expect(inCluster).toBeGreaterThan(1);

  // A cluster splits when zoomed into: the map closes in on its listings, which stand apart as smaller markers.
  await clusters(page).first().click();
  await expect
    .poll(async () => {
      const counts = (await clusters(page).allTextContents()).map(Number);
      return counts.every((n) => n < inCluster) && counts.length + (await points(page).count()) > 1;
    })
    .toBe(true);

  // The card under the pointer lights up its marker.
  await page.getByRole('link', { name: titles[0] }).hover();
  await expect(map(page).locator('[data-active="true"]')).toHaveCount(1);

  // Moving the map offers a search of the visible area; the list follows.
  const box = (await map(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 20, { steps: 5 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'In diesem Gebiet suchen' }).click();
  await expect(page).toHaveURL(/bbox=/);
  await expect(page.getByRole('heading', { name: /in diesem Gebiet/ })).toBeVisible();
  const areaUrl = page.url();
  // The list of the box, not the town's still shown while it loads (dimmed).
  await expect(page.locator('main ul.opacity-60')).toHaveCount(0);
  const cards = page.getByRole('main').getByRole('heading', { level: 3, name: /^Karte / });
  const found = Number(
    (await page.getByRole('heading', { name: /in diesem Gebiet/ }).textContent())?.match(/\d+/)?.[0],
  );
  await expect(cards).toHaveCount(found);
  const listed = await cards.allTextContents();

  // A marker opens its listing; back is the same map and list.
  await markersShown(page);
  await points(page)
    .filter({ hasNot: page.locator('.border-dashed') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/property-details\//);
  await expect(page.getByRole('heading', { level: 2, name: /^Karte / })).toBeVisible();
  await page.goBack();
  expect(page.url()).toBe(areaUrl);
  await markersShown(page);
  await expect(cards).toHaveText(listed);
  await screenshots(page, 'map-results', () => markersShown(page));
});

test('on a phone the map replaces the list, and the list comes back with one press', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/properties-list?city=${CITY}&view=map`);
  await markersShown(page);
  await expect(page.getByRole('link', { name: titles[0] })).toBeHidden();
  await page.getByRole('button', { name: 'Liste', exact: true }).click();
  await expect(page.getByRole('link', { name: titles[0] })).toBeVisible();
  await expect(map(page)).toHaveCount(0);
});

test('the map follows the theme: dark tiles on a dark page, swapped in place with the view and markers kept', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const styles: string[] = [];
  page.on('request', (r) => {
    const style = /\/(style(?:-dark)?\.json)$/.exec(r.url());
    if (style) styles.push(style[1]!);
  });
  await page.goto(`/properties-list?city=${CITY}&view=map`);
  await markersShown(page);
  expect(styles).toEqual(['style-dark.json']);

  // The member zooms in; the theme then turns light (the app follows the system's setting).
  await page.getByRole('button', { name: 'Vergrößern' }).click();
  await markersShown(page);
  const marker = map(page).locator('button[data-cluster], button[data-listing]').first();
  const before = await marker.boundingBox();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => styles).toEqual(['style-dark.json', 'style.json']);
  await markersShown(page);
  // The same map in the same place: the marker has not moved, and the map was not made anew.
  expect(await marker.boundingBox()).toEqual(before);
  await expect(page.locator('.maplibregl-canvas')).toHaveCount(1);
});

test('a request and its matching listings show the target area: postal-code centres and the radius', async ({
  page,
}) => {
  await signIn(page);
  const login = await loginViaApi(page.request, tenant.email, tenant.password);
  const id = await createTenantRequest(page.request, login.body as unknown as Session, {
    targetCity: CITY,
    targetPostalCode: '01067,01069',
    radius: '5',
    maxPrice: '1500',
  });
  for (const path of [`/tenant-request-details/${id}`, `/tenant-request-details/${id}/matches`]) {
    await page.goto(path);
    const area = page.getByRole('region', { name: 'Karte des Wunschgebiets: Dresden' });
    await expect(area.locator('canvas')).toBeVisible();
  }
  await screenshots(page, 'map-target-area', async () => {
    await expect(page.getByRole('region', { name: /Karte des Wunschgebiets/ }).locator('canvas')).toBeVisible();
  });
});

test('axe finds nothing on the map page', async ({ page }) => {
  await signIn(page);
  const log = findingsLog();
  await log.visit(page, `/properties-list?city=${CITY}&view=map`, () => markersShown(page));
  log.expectNone();
});
