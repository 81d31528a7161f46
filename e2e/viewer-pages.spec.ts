/*
 * Pages read from the viewer's side: a landlord reads a tenant's request (and the tenant their own), a tenant
 * reads a listing; both searches search as soon as a town is chosen; and the phone top bar has room for every
 * page title. Screenshots at 1280/375, light and dark, go to test-results/screens/ for people to look at.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createActiveAccount, loginViaApi, useSession, type Session, type TestAccount } from './support/accounts';
import { createListing, createTenantRequest } from './support/marketplace';
import { screenshots } from './support/screens';

interface Cast {
  tenant: TestAccount;
  landlord: TestAccount;
  landlordId: string;
  requestId: string;
  listingId: string;
}

let cast: Promise<Cast> | undefined;
/** One tenant with a request in Köln (a cat, no pet-friendly flat asked for) and one landlord with a listing there. */
function theCast(request: Parameters<typeof createActiveAccount>[0]) {
  cast ??= (async () => {
    const tenant = await createActiveAccount(request, 'client', { firstName: 'Mia', lastName: 'Sommer' });
    const landlord = await createActiveAccount(
      request,
      'contractor',
      { firstName: 'Volker', lastName: 'Brandt' },
      { address: 'Domkloster 4', postalArea: '50667 Köln' },
    );
    const requestId = await createTenantRequest(request, tenant.session, {
      firstName: 'Mia',
      lastName: 'Sommer',
      animalsInfo: 'eine Katze',
      isPetFriendly: 'false',
    });
    const listingId = await createListing(request, landlord.session, 'Altbauwohnung am Stadtgarten');
    return {
      tenant: tenant.account,
      landlord: landlord.account,
      landlordId: landlord.session.userId,
      requestId,
      listingId,
    };
  })();
  return cast;
}

/**
 * A session of its own for each page: a page rotates its refresh token, and the spent one coming back in the
 * next test would end that session as a stolen copy.
 */
async function signedIn(page: Page, account: TestAccount) {
  const login = await loginViaApi(page.request, account.email, account.password);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  await useSession(page, login.body as unknown as Session);
}

/** Every page title of the app in one language (common.json `titles`). */
function titles(language: 'de' | 'en'): string[] {
  const file = fileURLToPath(new URL(`../apps/web/src/locales/${language}/common.json`, import.meta.url));
  return Object.values((JSON.parse(readFileSync(file, 'utf8')) as { titles: Record<string, string> }).titles);
}

/** The title is shown whole on one line: nothing cut off, no ellipsis, no second line. */
async function expectWhole(title: Locator, text: string) {
  const box = await title.evaluate((el) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    context.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
    return {
      cut: el.scrollWidth > el.clientWidth,
      lines: Math.round(el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight)),
      needs: Math.ceil(context.measureText(el.textContent ?? '').width),
      has: el.clientWidth,
    };
  });
  expect({ cut: box.cut, lines: box.lines }, `"${text}" at 375 px needs ${box.needs} px, has ${box.has}`).toEqual({
    cut: false,
    lines: 1,
  });
}

test('a landlord reads a tenant request from their own side', async ({ page, request }) => {
  const { landlord, requestId } = await theCast(request);
  await signedIn(page, landlord);
  await page.goto(`/tenant-request-details/${requestId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Mia S.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mias Wünsche' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Über Mia' })).toBeVisible();
  await expect(page.getByText('Deine Wünsche')).toHaveCount(0);
  // The cat is what Mia has; no "Haustiere erlaubt: Nein" beside it.
  await expect(page.locator('dt', { hasText: /^Haustiere$/ }).locator('+ dd')).toHaveText('eine Katze');
  await expect(page.getByText('Nein', { exact: true })).toHaveCount(0);
  // Facts Mia left open are no rows of their own: their labels wait folded under "Nicht angegeben (n)".
  await expect(page.locator('dt', { hasText: /^Staatsangehörigkeit$/ })).toHaveCount(0);
  await expect(page.getByText('Nicht angegeben (2)').first()).toBeVisible();
  await screenshots(page, 'request-details-landlord');
});

test('a tenant reads their own request', async ({ page, request }) => {
  const { tenant, requestId } = await theCast(request);
  await signedIn(page, tenant);
  await page.goto(`/tenant-request-details/${requestId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Mia Sommer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deine Wünsche' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Über dich' })).toBeVisible();
  await screenshots(page, 'request-details-owner');
});

test('a tenant reads a listing', async ({ page, request }) => {
  const { tenant, listingId } = await theCast(request);
  await signedIn(page, tenant);
  await page.goto(`/property-details/${listingId}`);
  await expect(page.getByRole('heading', { name: 'Altbauwohnung am Stadtgarten' }).first()).toBeVisible();
  await screenshots(page, 'property-details-tenant');
});

test('a listing opened from far down the results starts at the top', async ({ page, request }) => {
  const { tenant } = await theCast(request);
  await signedIn(page, tenant);
  await page.setViewportSize({ width: 375, height: 720 });
  await page.goto('/properties-list?city=K%C3%B6ln');
  const card = page.getByRole('link', { name: 'Altbauwohnung am Stadtgarten' }).first();
  await expect(card).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  // A click where the finger is, without scrolling the card into view first.
  await card.dispatchEvent('click');
  await expect(page.getByRole('heading', { name: 'Altbauwohnung am Stadtgarten' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** On desktop the panel's reset stays in the window, and a single result keeps a card's width. */
async function expectDesktopLayout(page: Page, card: Locator) {
  await page.setViewportSize({ width: 1280, height: 860 });
  await expect(page.getByRole('button', { name: 'Filter zurücksetzen' })).toBeInViewport();
  const width = (await card.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThan(240);
  expect(width).toBeLessThan(420);
}

test('both searches search on choice, in one layout', async ({ page, request }) => {
  const { tenant, landlord } = await theCast(request);
  await signedIn(page, landlord);
  // The landlord's profile town (Köln) is searched at once; choosing a filter searches again.
  await page.goto('/all-tenant-requests');
  const mia = page.getByRole('listitem').filter({ hasText: 'Mia S.' }).first();
  await expect(mia).toBeVisible();
  await expectDesktopLayout(page, mia);
  await page.getByRole('combobox', { name: 'Haustiere' }).selectOption('Nein');
  await expect(page).toHaveURL(/isPetFriendly=false/);
  await expect(mia).toBeVisible();
  await screenshots(page, 'request-search');

  await signedIn(page, tenant);
  await page.goto('/properties-list?city=K%C3%B6ln');
  const listing = page.getByRole('listitem').filter({ hasText: 'Altbauwohnung am Stadtgarten' }).first();
  await expect(listing).toBeVisible();
  await expectDesktopLayout(page, listing);
  await screenshots(page, 'property-search');
});

test('the phone top bar shows every page title whole; theme and language wait in the user menu', async ({
  page,
  request,
}) => {
  const { landlord, landlordId } = await theCast(request);
  await signedIn(page, landlord);
  await page.setViewportSize({ width: 375, height: 812 });
  // The longest German title, on its own page.
  await page.goto(`/properties-list/${landlordId}`);
  const bar = page.getByRole('banner');
  const title = bar.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Immobilien des Vermieters');
  await expectWhole(title, 'Immobilien des Vermieters');
  await expect(bar.getByRole('button', { name: /^Darstellung: / })).toBeHidden();
  await expect(bar.getByRole('group', { name: 'Sprache' })).toBeHidden();
  await expect(bar.getByRole('link', { name: /^Anfragen/ })).toBeHidden();
  await screenshots(page, 'top-bar-landlord-properties');

  // Every other title in the same bar, German and English.
  for (const text of [...titles('de'), ...titles('en')]) {
    await title.evaluate((el, value) => {
      el.textContent = value;
    }, text);
    await expectWhole(title, text);
  }

  // English through the user menu, then the longest English title on its page.
  await page.reload();
  await bar.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page.keyboard.press('Escape');
  await page.goto('/all-tenant-requests');
  await expect(title).toHaveText('Looking For Tenants');
  await expectWhole(title, 'Looking For Tenants');

  // On desktop both stay in the bar.
  await page.setViewportSize({ width: 1280, height: 860 });
  await expect(bar.getByRole('button', { name: /^Theme: / })).toBeVisible();
  await expect(bar.getByRole('group', { name: 'Language' })).toBeVisible();
  await bar.getByRole('button', { name: 'Deutsch' }).click();
});

test("the tenant's search shows its intro before the search's code has arrived, where the search puts it", async ({
  page,
  request,
}) => {
  const { tenant } = await theCast(request);
  await signedIn(page, tenant);
  await page.setViewportSize({ width: 1280, height: 860 });
  // The search page's own file is held back, as a slow connection would: the page is drawn without it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/search-properties-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/properties-list?city=K%C3%B6ln');
  const intro = page.getByText('Finde ein Zuhause in deiner Wunschgegend.');
  await expect(intro).toBeVisible();
  await expect(page.getByRole('heading', { name: /Immobilien? gefunden/ })).toHaveCount(0);
  const early = await intro.boundingBox();

  release();
  await expect(page.getByRole('heading', { name: /Immobilien? gefunden/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Altbauwohnung am Stadtgarten' }).first()).toBeVisible();
  // The search's own intro stands where the early one stood.
  expect(await intro.boundingBox()).toEqual(early);
});
