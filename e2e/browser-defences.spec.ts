/*
 * The app and the API docs work under their Content-Security-Policies and Permissions-Policy: nothing the
 * pages need is blocked, and the browser reports no policy it cannot read.
 */
import { expect, test, type Page } from '@playwright/test';
import { createActiveAccount } from './support/accounts';
import { chooseTheme, expectDashboard, submitLogin } from './support/ui';

/** Every CSP violation and every policy complaint the browser reports while the page is used. */
function watchPolicies(page: Page) {
  const complaints: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The refused zod probe (see `violations`) is also logged once.
    if (/unsafe-eval/.test(text)) return;
    if (/Content.Security.Policy|Permissions.Policy|Refused to/i.test(text)) complaints.push(text);
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  return complaints;
}

/**
 * The violations the page reported. zod checks once whether it may compile validators (`new Function('')`
 * in a try): the policy refuses, zod validates without compiling, and the browser reports the refused probe.
 * That one report is expected; any other is not.
 */
async function violations(page: Page): Promise<string[]> {
  const seen = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
  // The chunk holding zod is named by the bundler's grouping, so the probe is told by what it is: one
  // refused `eval` from a script of our own /assets, with no sample. A second one is not the probe.
  const probe = (violation: string) => /^script-src eval \S+\/assets\/[\w-]+\.js:\d+ $/.test(violation);
  const probes = seen.filter(probe);
  return probes.length <= 1 ? seen.filter((violation) => !probe(violation)) : seen;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
    );
  });
});

test('the web app signs in, opens menus and dialogs and talks to the socket under its policy', async ({
  page,
  request,
}) => {
  const complaints = watchPolicies(page);
  const { account } = await createActiveAccount(request, 'client');
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expectDashboard(page, 'client');
  // A Radix menu (inline styles, portal) and the theme applied by boot.js before the bundle.
  await chooseTheme(page, 'Dunkel');
  await expect(page.locator('html')).toHaveClass(/dark/);
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await page.reload();
  await expectDashboard(page, 'client');
  await expect(page.locator('html')).toHaveClass(/dark/);
  // The realtime socket: the same-host ws:// address the policy allows, answered by the server.
  await (await socket).waitForEvent('framereceived');
  expect(await violations(page)).toEqual([]);
  expect(complaints).toEqual([]);
});

test('the API docs render with their own scripts and styles only', async ({ page }) => {
  const complaints = watchPolicies(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('API');
  await expect(page.locator('.opblock-tag').first()).toBeVisible();
  await page.locator('.opblock-tag', { hasText: 'auth' }).first().click();
  await expect(page.locator('.opblock-summary-path').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(complaints).toEqual([]);
  // Last: taking a screenshot adds a <style> element of Playwright's own, which the policy refuses.
  await page.screenshot({ path: test.info().outputPath('api-docs.png') });
});

test('no token is readable by the page, and reloads and a second tab keep the session', async ({ page, request }) => {
  const { account } = await createActiveAccount(request, 'client');
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expectDashboard(page, 'client');
  const stored = () =>
    page.evaluate(() => ({
      local: Object.keys(localStorage).filter((key) => /token/i.test(key)),
      session: Object.keys(sessionStorage).filter((key) => /token/i.test(key)),
      cookies: document.cookie,
    }));
  expect(await stored()).toEqual({ local: [], session: [], cookies: '' });
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'mietmatch_refresh')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/api/auth',
  });

  await page.reload();
  await expectDashboard(page, 'client');
  // A second tab, and both reloading at the same moment: two refreshes with the same cookie.
  const second = await page.context().newPage();
  await second.goto('/my-requests');
  await expectDashboard(second, 'client');
  await Promise.all([page.reload(), second.reload()]);
  await expectDashboard(page, 'client');
  await expectDashboard(second, 'client');
  await second.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Mein Profil' }).click();
  await expect(second).toHaveURL(/\/profile-view$/);
  await page.reload();
  await expectDashboard(page, 'client');
  expect(await stored()).toEqual({ local: [], session: [], cookies: '' });
});
