/*
 * A second accessibility engine agrees with axe: pa11y with HTML_CodeSniffer (WCAG 2 AA) reports no error on
 * any public page and on the main pages of a tenant, a landlord and an admin, the map included, at 1280 px
 * light and 375 px dark (support/pa11y.ts). The data is the accessibility spec's small marketplace
 * (support/world.ts). A failure lists every error: page, width, theme, rule, element.
 */
import { expect, test } from '@playwright/test';
import { baseURL } from './playwright.config';
import { ADMIN, loginViaApi, type Session } from './support/accounts';
import { startPa11y } from './support/pa11y';
import { makeWorld } from './support/world';

test.describe.configure({ timeout: 300_000 });

test('pa11y (HTML_CodeSniffer, WCAG 2 AA) finds no error on the public and main member pages', async ({ request }) => {
  const w = await makeWorld(request);
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  expect(admin.status, JSON.stringify(admin.body)).toBe(200);
  const run = await startPa11y(baseURL);
  try {
    const visitor = await run.as();
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password?token=abc',
      '/email-notice?email=mara%40e2e.test',
      '/verify-payment',
      '/report',
      '/complaint?token=abc',
      '/no-such-page',
    ]) {
      await visitor.check(path);
    }

    const listing = 'Altbau mit Balkon am Rathenauplatz';
    const tenant = await run.as(w.tenant.session);
    await tenant.check('/my-requests');
    await tenant.check('/add-tenant');
    await tenant.check(`/tenant-request-details/${w.requestId}`);
    await tenant.check(`/tenant-request-details/${w.requestId}/matches`);
    await tenant.check('/properties-list?city=K%C3%B6ln', listing);
    await tenant.check('/properties-list?city=K%C3%B6ln&view=map');
    // After "In diesem Gebiet suchen": a box around Cologne, shown in the filters as "Kartenausschnitt".
    await tenant.check('/properties-list?bbox=6.8,50.85,7.1,51.05', listing);
    await tenant.check(`/property-details/${w.propertyId}`, listing);
    await tenant.check('/all-inquiries');
    await tenant.check(w.threadPath, 'Vielen Dank, ich würde sie gern besichtigen.');
    await tenant.check('/saved-searches');
    await tenant.check('/my-viewings');
    await tenant.check('/my-subscriptions');
    await tenant.check('/profile-view');

    const landlord = await run.as(w.landlord.session);
    await landlord.check('/all-tenant-requests?city=K%C3%B6ln', 'Mara');
    await landlord.check(`/tenant-request-details/${w.requestId}`, 'Mara');
    await landlord.check('/properties-list', listing);
    await landlord.check('/add-property');
    await landlord.check(`/property-details/${w.propertyId}/matches`);
    await landlord.check(`/properties/${w.propertyId}/viewings`);

    const moderator = await run.as(admin.body as unknown as Session);
    await moderator.check('/all-users');
    await moderator.check('/moderation', listing);
  } finally {
    await run.close();
  }
  console.log(`pa11y: ${run.checks} page × width × theme checks, ${run.errors.length} errors`);
  expect(run.errors, run.errors.join('\n')).toEqual([]);
});
