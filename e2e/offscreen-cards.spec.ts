/*
 * A page of result cards on a phone: the browser draws the cards on screen and leaves those far below for when
 * they come near (content-visibility: auto), while their texts and links stay there for the accessibility
 * tree, find-in-page and the keyboard.
 */
import { expect, test } from '@playwright/test';
import { createActiveAccount, loginViaApi, useSession, type Session } from './support/accounts';
import { createListing } from './support/marketplace';

// A town no other journey publishes in, so the page shows exactly these listings.
const PLACE = { city: 'Bautzen', postalCode: '02625', address: 'Kornmarkt 1' };
const COUNT = 8;

test('a phone draws the cards on screen first; the others are drawn as they come near, and are there all along', async ({
  page,
  request,
}) => {
  const landlord = await createActiveAccount(request, 'contractor');
  for (let i = 1; i <= COUNT; i++) await createListing(request, landlord.session, `Altbau am Kornmarkt ${i}`, PLACE);
  const tenant = await createActiveAccount(request, 'client');
  const login = await loginViaApi(page.request, tenant.account.email, tenant.account.password);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  await useSession(page, login.body as unknown as Session);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/properties-list?city=Bautzen');
  await expect(page.getByRole('heading', { name: `${COUNT} Immobilien gefunden` })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(COUNT);

  // What the browser renders: checkVisibility with contentVisibilityAuto says whether a card's content was skipped.
  const drawn = () =>
    cards.evaluateAll((articles) =>
      articles.map((article) => article.querySelector('h3, a')?.checkVisibility({ contentVisibilityAuto: true })),
    );
  const first = await drawn();
  expect(first[0]).toBe(true);
  expect(first.at(-1)).toBe(false);

  // Skipped is not gone: the last card's link is in the accessibility tree and reachable by name.
  const lastTitle = page.getByRole('link', { name: /Altbau am Kornmarkt \d/ }).last();
  await expect(lastTitle).toHaveCount(1);

  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(async () => (await drawn()).at(-1)).toBe(true);
  await expect(lastTitle).toBeInViewport();
});
