/*
 * axe on a page as people meet it: at 1280 and 375 px, light and dark. The page is loaded once; width and
 * theme change in place (the theme is the default "System", so the emulated OS preference decides).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { showAs } from './appearance';

/*
 * At each width every rule runs in the first theme; in the second only the rules whose answer depends on
 * colour. The theme is a class that swaps colour tokens, nothing else (no component renders differently by
 * theme), so the other rules would give the same answer twice and take half the spec's time.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const COMBINATIONS = [
  { width: 1280, height: 860, scheme: 'light', rules: undefined },
  { width: 1280, height: 860, scheme: 'dark', rules: COLOUR_RULES },
  { width: 375, height: 812, scheme: 'dark', rules: undefined },
  { width: 375, height: 812, scheme: 'light', rules: COLOUR_RULES },
] as const;

/** What a page shows while it loads: a spinner with its label, or skeletons. */
const LOADING = '[role="status"]:has(.animate-spin), .animate-pulse';

/** Waits until the page has its heading and nothing on it is still loading. */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator(LOADING)).toHaveCount(0);
}

/** Every axe finding (any impact) on the page as it is now, one line per element. */
async function axeFindings(page: Page, label: string, rules?: readonly string[]) {
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (rules ? axe.withRules([...rules]) : axe).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${label}: [${v.impact}] ${v.id} (${v.help}) at ${n.target.join(' ')}`),
  );
}

/** "page 1280px light: finding" lines of one page, with the widths and themes of each finding joined. */
function joined(lines: string[]) {
  const where = new Map<string, string[]>();
  for (const line of lines) {
    const m = /^(.*) (\d+px \w+): (.*)$/.exec(line);
    const key = m ? `${m[1]}: ${m[3]}` : line;
    where.set(key, [...(where.get(key) ?? []), m?.[2] ?? '']);
  }
  return [...where].map(([key, combos]) => `${key} — ${combos.join(', ')}`);
}

/**
 * The findings of every width and theme. `again` runs after each change (e.g. to reopen a dialog the new
 * width closed, or to wait for a part only one width shows); the page must be settled before each check.
 */
async function axeEverywhere(page: Page, label: string, again?: () => Promise<void>) {
  const found: string[] = [];
  for (const c of COMBINATIONS) {
    // Measured mid-way through a transition or a smooth scroll (a form scrolls to its first error), axe
    // reads colours and the elements under a text from a moment that never stays on screen; a pointer left
    // over a link would measure its hover colour.
    await page.mouse.move(0, 0);
    await showAs(page, c, c.scheme);
    await again?.();
    await expect(page.locator(LOADING)).toHaveCount(0);
    found.push(...(await axeFindings(page, `${label} ${c.width}px ${c.scheme}`, c.rules)));
  }
  return found;
}

/** Collects findings of many pages in one test and reports them all at once at the end. */
export function findingsLog() {
  const all: string[] = [];
  let checks = 0;
  return {
    async visit(page: Page, path: string, ready?: () => Promise<void>, again?: () => Promise<void>) {
      await page.setViewportSize({ width: COMBINATIONS[0].width, height: COMBINATIONS[0].height });
      await page.goto(path);
      await (ready ? ready() : settled(page));
      await this.check(page, path, again);
    },
    async check(page: Page, label: string, again?: () => Promise<void>) {
      const started = Date.now();
      checks += COMBINATIONS.length;
      const found = joined(await axeEverywhere(page, label, again));
      if (process.env.AXE_VERBOSE) console.log(`${label}: ${Date.now() - started} ms`);
      // Printed at once too, so a run cut short still shows what it found.
      for (const line of found) console.log(line);
      all.push(...found);
    },
    expectNone() {
      console.log(`axe: ${checks} page × width × theme checks, ${all.length} distinct findings`);
      expect(all, all.join('\n')).toEqual([]);
    },
  };
}
