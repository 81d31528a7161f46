/*
 * The page as people see it at one width in one colour scheme. The app's theme is the default "System",
 * so the emulated OS preference decides; reduced motion is emulated too, so nothing animates in a picture.
 */
import { expect, type Page } from '@playwright/test';

export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

/**
 * Waits until no colour transition is running and the page has stopped scrolling. Under reduced motion
 * every transition lasts 0.01 ms, yet until the next frame the computed colour is still the old theme's:
 * measured then, axe reads the light theme's text on the dark theme's background.
 */
async function settleMotion(page: Page) {
  await page.evaluate(async () => {
    // Bounded: a transition restarted by every frame (or one on a page hidden behind a dialog) never finishes.
    const settled = Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    );
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
    // A frame, or 100 ms where the page draws none (a page the browser does not show gets no frames).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    let last = -1;
    for (let i = 0; i < 60 && last !== window.scrollY; i++) {
      last = window.scrollY;
      await frame();
      await frame();
    }
  });
}

/** Resizes, switches the OS colour scheme and waits until the page shows that theme, settled. */
export async function showAs(page: Page, size: { width: number; height: number }, scheme: Scheme) {
  // The page measured is the one on screen: a page opened beside it (another member's) leaves it behind,
  // where the browser draws no frames.
  await page.bringToFront();
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await settleMotion(page);
}
