/*
 * pa11y with HTML_CodeSniffer (WCAG 2 AA), a second accessibility engine beside axe (support/axe.ts). It
 * drives its own Chromium through Puppeteer, so this file keeps one browser for a spec: each member gets a
 * browser context of their own, signed in as `useSession` signs a Playwright page in (the refresh cookie and
 * the stored user id), and each page is checked once it has settled, as people see it: at 1280 px in the light
 * theme and at 375 px in the dark one.
 */
import pa11y from 'pa11y';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import type { Session } from './accounts';

/** What a page shows while it loads: a spinner with its label, or skeletons (as support/axe.ts waits). */
const LOADING = '[role="status"]:has(.animate-spin), .animate-pulse';
const COMBINATIONS = [
  { width: 1280, height: 860, scheme: 'light' },
  { width: 375, height: 812, scheme: 'dark' },
] as const;

export interface Pa11yRun {
  /** A browser context for a visitor (no session) or a signed-in member. */
  as(session?: Session): Promise<Pa11yVisitor>;
  /** Every error found so far, one line each: page, width, theme, rule, element. */
  readonly errors: string[];
  checks: number;
  close(): Promise<void>;
}

interface Pa11yVisitor {
  /** Opens `path`, waits for its heading, for `text` if given and for nothing loading, and checks it. */
  check(path: string, text?: string): Promise<void>;
}

export async function startPa11y(baseURL: string): Promise<Pa11yRun> {
  const browser = await puppeteer.launch({ ...chromiumLaunchOptions, headless: true });
  const run: Pa11yRun = {
    errors: [],
    checks: 0,
    async as(session) {
      const context = await browser.createBrowserContext();
      if (session) await signIn(context, baseURL, session);
      return { check: (path, text) => checkPage(browser, context, run, `${baseURL}${path}`, text) };
    },
    close: () => browser.close(),
  };
  return run;
}

async function signIn(context: BrowserContext, baseURL: string, session: Session) {
  const page = await context.newPage();
  await page.goto(`${baseURL}/favicon.svg`);
  await context.setCookie({
    name: 'mietmatch_refresh',
    value: session.refresh_token,
    domain: new URL(baseURL).hostname,
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Strict',
  });
  await page.evaluate((userId) => localStorage.setItem('userId', userId), session.userId);
  await page.close();
}

async function checkPage(browser: Browser, context: BrowserContext, run: Pa11yRun, url: string, text?: string) {
  const page = await context.newPage();
  try {
    // Each width and theme on a fresh load: the theme follows the system's through a script, and a page
    // switched in place is read before the class and its colour transitions have finished.
    for (const c of COMBINATIONS) {
      await page.setViewport({ width: c.width, height: c.height });
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: c.scheme }]);
      await page.goto(url);
      await settled(page, text);
      const results = await pa11y(url, {
        browser,
        page,
        ignoreUrl: true,
        standard: 'WCAG2AA',
        runners: ['htmlcs'],
        includeWarnings: false,
        includeNotices: false,
      });
      run.checks += 1;
      const where = `${new URL(url).pathname}${new URL(url).search} ${c.width}px ${c.scheme}`;
      for (const issue of results.issues.filter((i) => i.type === 'error')) {
        const line = `${where}: ${issue.code} (${issue.message}) at ${issue.selector} — ${issue.context}`;
        // Printed at once too, so a run cut short still shows what it found.
        console.log(line);
        run.errors.push(line);
      }
    }
  } finally {
    await page.close();
  }
}

/**
 * The page has its heading, `text` if given, nothing loading in sight and no colour still changing (HTML_CodeSniffer
 * would read the contrast of a colour half-way through a transition, e.g. of a hover or a focus ring).
 */
async function settled(page: Page, text?: string) {
  await page.waitForFunction(
    (loading, wanted) =>
      document.querySelector('h1') !== null &&
      // What is loading where the reader sees it: a phone's results keep their filter panel hidden, its place
      // picker waiting (its places load when the panel opens).
      [...document.querySelectorAll(loading)].every((el) => !el.checkVisibility()) &&
      (!wanted || document.body.innerText.includes(wanted)) &&
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    { timeout: 15_000 },
    LOADING,
    text ?? '',
  );
}
