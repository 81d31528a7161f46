import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SCHEMES, showAs } from './appearance';

/**
 * Screenshots of the page as it is, at 1280 and 375 px, light and dark, into the test's output folder
 * (`screens/<name>-<desktop|phone>-<light|dark>.png`), for people to look at. Toasts are let go first;
 * `prepare` runs before each shot (e.g. to open a menu the resize closed).
 */
export async function screenshots(page: Page, name: string, prepare?: () => Promise<void>) {
  const dir = path.join(test.info().project.outputDir, 'screens');
  await mkdir(dir, { recursive: true });
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  for (const [label, width, height] of [
    ['desktop', 1280, 860],
    ['phone', 375, 812],
  ] as const) {
    for (const scheme of SCHEMES) {
      await showAs(page, { width, height }, scheme);
      await prepare?.();
      await page.waitForFunction(() => document.fonts.status === 'loaded');
      await page.screenshot({
        path: path.join(dir, `${name}-${label}-${scheme}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}
