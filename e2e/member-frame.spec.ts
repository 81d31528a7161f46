/*
 * Member pages the build framed (apps/web/vite-prerender.ts): the tenant's results page and a listing paint their
 * frame from the HTML, before the app's scripts, for the role whose page it is (a listing's with its photo, put in
 * by boot.js); the app takes over without moving anything.
 */
import { expect, test, type Page } from '@playwright/test';
import { createActiveAccount, loginViaApi, useSession, type Session } from './support/accounts';
import { createListing } from './support/marketplace';
import { gateRequests } from './support/network';
import sharp from 'sharp';

const INTRO = 'Finde ein Zuhause in deiner Wunschgegend.';
const RESULTS = '/properties-list?city=K%C3%B6ln';

/** Signed in, and the page opened once with the app's scripts, as by a member who has used the app here. */
async function returningMember(page: Page, email: string, password: string, path: string) {
  const login = await loginViaApi(page.request, email, password);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  await useSession(page, login.body as unknown as Session);
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByText('App wird gestartet...')).toBeHidden();
}

test("a tenant's results paint their frame from the HTML; a landlord and an English reader get the spinner", async ({
  page,
  request,
}) => {
  const landlord = await createActiveAccount(request, 'contractor');
  await createListing(request, landlord.session, 'Dachgeschoss mit Domblick');
  const tenant = await createActiveAccount(request, 'client');
  await page.setViewportSize({ width: 375, height: 760 });
  await returningMember(page, tenant.account.email, tenant.account.password, RESULTS);
  const scripts = await gateRequests(page, '**/assets/*.js');

  // No script has run: the frame, its title and the intro, no spinner.
  let release = scripts.hold();
  await page.goto(RESULTS, { waitUntil: 'commit' });
  const intro = page.getByText(INTRO);
  await expect(intro).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Immobilie suchen' })).toBeVisible();
  await expect(page.getByText('App wird gestartet...')).toBeHidden();
  const early = await intro.boundingBox();
  release();
  // The app's page replaces the frame (its marker is gone), its intro where the frame's stood.
  await expect(page.getByRole('heading', { name: /Immobilien? gefunden/ })).toBeVisible();
  await expect(page.locator('#member-frame')).toHaveCount(0);
  expect(await intro.boundingBox()).toEqual(early);

  // In English the German frame would be wrong: the spinner.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  release = scripts.hold();
  await page.goto(RESULTS, { waitUntil: 'commit' });
  await expect(page.getByRole('status').getByText('Launching app...')).toBeVisible();
  await expect(intro).toBeHidden();
  release();
  await expect(page.getByRole('heading', { name: /propert(y|ies) found/i })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'));

  // The same path is a landlord's own listings: not the tenant's frame.
  await page.context().clearCookies();
  await returningMember(page, landlord.account.email, landlord.account.password, '/properties-list');
  release = scripts.hold();
  await page.goto('/properties-list', { waitUntil: 'commit' });
  await expect(page.getByRole('status').getByText('App wird gestartet...')).toBeVisible();
  await expect(intro).toBeHidden();
  release();
  await expect(page.getByText('Dachgeschoss mit Domblick')).toBeVisible();
});

test("a tenant's listing paints its photo from the frame, where the app's gallery then shows it", async ({
  page,
  request,
}) => {
  const landlord = await createActiveAccount(request, 'contractor');
  const photo = await sharp({ create: { width: 1200, height: 750, channels: 3, background: '#7a5c99' } })
    .jpeg()
    .toBuffer();
  const id = await createListing(request, landlord.session, 'Altbau mit Erker', {}, photo);
  const tenant = await createActiveAccount(request, 'client');
  await page.setViewportSize({ width: 375, height: 760 });
  const listing = `/property-details/${id}`;
  await returningMember(page, tenant.account.email, tenant.account.password, listing);
  const scripts = await gateRequests(page, '**/assets/*.js');

  // No script of the app has run: the frame, and in it the listing's photo, named by its title.
  const release = scripts.hold();
  await page.goto(listing, { waitUntil: 'commit' });
  const framed = page.locator('#member-frame').getByRole('img', { name: 'Altbau mit Erker' });
  await expect(framed).toBeVisible();
  await expect.poll(() => framed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  await expect(page.getByRole('heading', { name: 'Immobilie' })).toBeVisible();
  await expect(page.getByText('App wird gestartet...')).toBeHidden();
  let early = await framed.boundingBox();
  release();

  // The app's gallery replaces it, the same photo in the same place; the tenant's actions follow the title.
  const gallery = page.getByRole('img', { name: 'Altbau mit Erker – Bild 1 von 1' });
  await expect(gallery).toBeVisible();
  await expect(page.locator('#member-frame')).toHaveCount(0);
  expect(await gallery.boundingBox()).toEqual(early);
  const title = await page.getByRole('heading', { name: 'Altbau mit Erker' }).boundingBox();
  const inquiry = await page.getByRole('button', { name: 'Anfrage senden' }).boundingBox();
  expect(inquiry!.y).toBeGreaterThan(title!.y);

  // On a wide screen too the photo stands where the frame put it, the actions below the title.
  await page.setViewportSize({ width: 1280, height: 900 });
  const hold = scripts.hold();
  await page.goto(listing, { waitUntil: 'commit' });
  await expect.poll(() => framed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  early = await framed.boundingBox();
  hold();
  await expect(gallery).toBeVisible();
  expect(await gallery.boundingBox()).toEqual(early);
  expect((await page.getByRole('button', { name: 'Anfrage senden' }).boundingBox())!.y).toBeGreaterThan(early!.y);
});
