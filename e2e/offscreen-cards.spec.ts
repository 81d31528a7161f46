/*
 * A page of result cards on a phone: the browser draws the cards on screen and leaves those far below for when
 * they come near (content-visibility: auto), while their texts and links stay there for the accessibility
 * tree, find-in-page and the keyboard.
 */
import { expect, test } from '@playwright/test';
import { createActiveAccount, loginViaApi, useSession, type Session } from './support/accounts';
import { createListing } from './support/marketplace';

// A town no other journey publishes in, so the page shows exactly these listings: the first six are drawn at once.
const PLACE = { city: 'Bautzen', postalCode: '02625', address: 'Kornmarkt 1' };
const COUNT = 8;

// Lighthouse's phone (a Moto G Power): the second card's top is on screen, below the first.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

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

  await page.goto('/properties-list?city=Bautzen');
  await expect(page.getByRole('heading', { name: `${COUNT} Immobilien gefunden` })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(COUNT);
  // The cards on screen were drawn whole in their first frame: nothing moved while the page came up.
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );
  expect(shifts).toBe(0);
  // Chromium draws a newly inserted card under content-visibility: auto without its content in its first frame:
  // the first six (what a wide screen shows) are drawn at once, only the later ones wait.
  const waiting = await cards.evaluateAll((articles) =>
    articles.map((article) => getComputedStyle(article).contentVisibility === 'auto'),
  );
  expect(waiting).toEqual([false, false, false, false, false, false, true, true]);

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
