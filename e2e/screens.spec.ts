/*
 * Visual check (no pixel assertions): full-page screenshots of /login, /register and /profile-view at
 * desktop and phone width, light and dark, written to test-results/screens/ for people to look at;
 * plus axe on the public forms, which must have no serious or critical violations.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createActiveAccount, useSession } from './support/accounts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

function screenPath(name: string) {
  return path.join(test.info().project.outputDir, 'screens', `${name}.png`);
}

/** Every combination: the theme is the default "System", so the emulated OS preference decides. */
async function shootAll(page: Page, name: string, open: () => Promise<void>) {
  for (const viewport of VIEWPORTS) {
    for (const scheme of SCHEMES) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await open();
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      // Pictures and fonts are in before the shot.
      await page.waitForFunction(() => document.fonts.status === 'loaded' && [...document.images].every((img) => img.complete));
      // What the screen shows first, and the whole page. Full-page captures keep the viewport height,
      // so sticky and screen-high parts (sidebar, save bar, illustration) sit where the first screen has them.
      const shot = `${name}-${viewport.name}-${scheme}`;
      await page.screenshot({ path: screenPath(shot), animations: 'disabled' });
      await page.screenshot({ path: screenPath(`${shot}-full`), fullPage: true, animations: 'disabled' });
    }
  }
}

test('screenshots: login and register', async ({ page }) => {
  await shootAll(page, 'login', async () => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeVisible();
  });
  await shootAll(page, 'register', async () => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
  });
  // The register form with its field errors, as people see it after an empty submit.
  await page.setViewportSize(VIEWPORTS[0]);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/register');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Vorname ist erforderlich')).toBeVisible();
  await page.screenshot({ path: screenPath('register-errors-desktop-light-full'), fullPage: true, animations: 'disabled' });
});

test('screenshots: profile', async ({ page, request }) => {
  const { session } = await createActiveAccount(
    request,
    'client',
    { firstName: 'Mara', lastName: 'Schneider' },
    { address: 'Lindenstraße 12', postalArea: '10969 Berlin', telephone: '+49 30 1234567', nationality: 'deutsch', profession: 'Lehrerin', relationshipStatus: 'Married' },
  );
  await useSession(page, session);
  await shootAll(page, 'profile', async () => {
    await page.goto('/profile-view');
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    await expect(page.getByLabel('Beruf')).toHaveValue('Lehrerin');
  });
});

/** Serious and critical axe violations, one line per failing element. */
async function seriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  // All findings (any impact) beside the screenshots, for people to read.
  const report = path.join(test.info().project.outputDir, 'screens', `axe-${label}.json`);
  await mkdir(path.dirname(report), { recursive: true });
  await writeFile(report, JSON.stringify(results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) })), null, 2));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${label}: [${v.impact}] ${v.id} (${v.help}) at ${n.target.join(' ')}`));
}

test('accessibility: no serious or critical axe violations on /login and /register, light and dark', async ({ page }) => {
  const found: string[] = [];
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeVisible();
    found.push(...(await seriousViolations(page, `login-${scheme}`)));
    // The form with its field errors and the failure alert.
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Gib eine gültige E-Mail-Adresse ein')).toBeVisible();
    found.push(...(await seriousViolations(page, `login-errors-${scheme}`)));

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
    found.push(...(await seriousViolations(page, `register-${scheme}`)));
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Vorname ist erforderlich')).toBeVisible();
    found.push(...(await seriousViolations(page, `register-errors-${scheme}`)));
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('phone width: /login, /register and /profile-view do not scroll sideways at 375 px', async ({ page, request }) => {
  // PRODUCT.md: every screen works at 375 px wide. Anything wider than the viewport makes the page pan sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = () =>
    page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5 && getComputedStyle(el).position !== 'fixed')
        .map((el) => `<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class') ?? '').slice(0, 60)}"> right=${Math.round(el.getBoundingClientRect().right)}`);
      return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 5) };
    });
  const found: string[] = [];
  const check = async (label: string) => {
    const o = await overflow();
    if (o.scrollWidth > o.width || o.wide.length) found.push(`${label}: scrollWidth ${o.scrollWidth} > ${o.width}; ${o.wide.join('; ')}`);
  };

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeVisible();
  await check('/login');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
  await check('/register');

  const { session } = await createActiveAccount(request, 'contractor');
  await useSession(page, session);
  await page.goto('/profile-view');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();
  await check('/profile-view');
  expect(found, found.join('\n')).toEqual([]);
});
