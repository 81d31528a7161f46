import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` until released, so a busy state can be observed without sleeping.
 * `hold()` closes the gate for the next requests; the returned function opens it again.
 */
export async function gateRequests(page: Page, url: string | RegExp) {
  let gate: Promise<void> = Promise.resolve();
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return {
    hold() {
      let open!: () => void;
      gate = new Promise<void>((resolve) => (open = resolve));
      return open;
    },
  };
}
