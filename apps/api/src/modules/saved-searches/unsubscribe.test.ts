import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { APP_URL, createTestApp, TEST_JWT_SECRET, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { createJwtService } from '../../lib/jwt.ts';
import { call, postRequest, saved } from './saved-search-test-kit.ts';
import { unsubscribeUrl, type AlertTarget } from './unsubscribe-token.ts';

let t: TestContext;
let tenant: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
});
afterAll(() => t?.close());

/** The address an alert mail links to, without the host. */
async function link(userId: string, target: AlertTarget) {
  const url = await unsubscribeUrl(createJwtService(TEST_JWT_SECRET, t.clock), APP_URL, userId, target);
  return url.slice(APP_URL.length);
}
const search = (name = 'Altbau Mitte') =>
  saved(t, tenant, { kind: 'property', name, filters: { city: 'Berlin' }, alert: 'instant' });
const alertOf = async (id: string) =>
  (await call(t, tenant, 'GET', '/api/saved-searches?pageSize=50'))
    .json()
    .items.find((s: { id: string }) => s.id === id)?.alert;
const post = (url: string, headers: Record<string, string> = {}, payload?: string) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload !== undefined ? { payload } : {}) });
const page = (url: string, language = 'de') =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': language } });
const oneClick = { 'content-type': 'application/x-www-form-urlencoded' };

/** The Content-Security-Policy as directive → sources. */
function csp(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );
}

describe('unsubscribing by POST, without a session', () => {
  it('turns a saved search’s alert off, answering JSON; again answers the same', async () => {
    const id = await search();
    const url = await link(tenant.user.id, { kind: 'savedSearch', id });
    const res = await post(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true, target: 'savedSearch', name: 'Altbau Mitte' });
    expect(await alertOf(id)).toBe('off');
    const again = await post(url);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
  });

  it('takes RFC 8058’s one-click form body', async () => {
    const id = await search('Daily');
    const res = await post(
      await link(tenant.user.id, { kind: 'savedSearch', id }),
      oneClick,
      'List-Unsubscribe=One-Click',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ unsubscribed: true, target: 'savedSearch' });
    expect(await alertOf(id)).toBe('off');
  });

  it('turns a tenant request’s alerts off', async () => {
    const request = await postRequest(t, tenant);
    expect(request.alertsEnabled).toBe(true);
    const res = await post(
      await link(tenant.user.id, { kind: 'request', id: request.id }),
      oneClick,
      'List-Unsubscribe=One-Click',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true, target: 'request', name: 'Berlin' });
    expect((await call(t, tenant, 'GET', `/api/tenant/${request.id}`)).json().alertsEnabled).toBe(false);
  });

  it('answers a browser’s form a page', async () => {
    const id = await search('Für den Browser');
    const res = await post(
      await link(tenant.user.id, { kind: 'savedSearch', id }),
      {
        ...oneClick,
        accept: 'text/html,application/xhtml+xml',
        'accept-language': 'de-DE,de;q=0.9',
      },
      '',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('keine Benachrichtigungen mehr für deine gespeicherte Suche „Für den Browser“');
    expect(await alertOf(id)).toBe('off');
  });
});

describe('the unsubscribe page (GET)', () => {
  it('names the search and asks to confirm with a form, changing nothing', async () => {
    const id = await search('<b>Mitte</b> & "Co"');
    const url = await link(tenant.user.id, { kind: 'savedSearch', id });
    const res = await page(url, 'en-GB,en;q=0.8');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('name="viewport"');
    expect(res.body).toContain('your saved search “&lt;b&gt;Mitte&lt;/b&gt; &amp; &quot;Co&quot;”');
    expect(res.body).not.toContain('<b>Mitte');
    expect(res.body).toContain(`<form method="post" action="${url}">`);
    expect(res.body).not.toContain('<script');
    expect(await alertOf(id)).toBe('instant');

    // Its own policy: the inline style and a form to this site, nothing else.
    expect(csp(res)).toMatchObject({
      'default-src': "'none'",
      'style-src': "'unsafe-inline'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
      'base-uri': "'none'",
    });
    expect(csp(res)).not.toHaveProperty('script-src');
    expect(csp(res)).not.toHaveProperty('sandbox');

    const german = await page(url);
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('Abbestellen');
    // The JSON answer keeps the API's policy. Then off: the page says so and offers no button.
    expect(csp(await post(url))).toHaveProperty('sandbox');
    const off = await page(url);
    expect(off.body).toContain('bekommst du bereits keine Benachrichtigungen');
    expect(off.body).not.toContain('<form');
  });
});

describe('a link that does not work', () => {
  it('a wrong, expired or missing token: 400 (JSON names the token; the page says the link is invalid)', async () => {
    const id = await search('Abgelaufen');
    const url = await link(tenant.user.id, { kind: 'savedSearch', id });
    const forged = `${url.slice(0, -4)}AAAA`;
    const none = '/api/saved-searches/unsubscribe';
    for (const bad of [forged, none, `${none}?token=nonsense`]) {
      const res = await post(bad, { 'accept-language': 'en' });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ValidationFailed', fields: { token: 'Invalid value' } });
      const shown = await page(bad);
      expect(shown.statusCode).toBe(400);
      expect(shown.body).toContain('Dieser Link ist ungültig oder abgelaufen.');
      // A client that does not ask for a page gets the API's error model from GET too.
      const asJson = await t.app.inject({ method: 'GET', url: bad, headers: { 'accept-language': 'en' } });
      expect(asJson.statusCode).toBe(400);
      expect(asJson.json()).toMatchObject({ code: 'ValidationFailed', fields: { token: 'Invalid value' } });
    }
    t.clock.advance(366 * 86_400_000);
    try {
      expect((await post(url)).statusCode).toBe(400);
      expect((await page(url, 'en')).body).toContain('This link is invalid or has expired.');
    } finally {
      t.clock.advance(-366 * 86_400_000);
    }
    expect(await alertOf(id)).toBe('instant');
  });

  it('another member’s target, or one that is gone: 404, and nothing changes', async () => {
    const id = await search('Nicht deine');
    const request = await postRequest(t, tenant);
    const stranger = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    for (const target of [
      { kind: 'savedSearch', id },
      { kind: 'request', id: request.id },
    ] as const) {
      const url = await link(stranger.user.id, target);
      const res = await post(url, oneClick, 'List-Unsubscribe=One-Click');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NotFound');
      expect((await page(url)).statusCode).toBe(404);
    }
    expect(await alertOf(id)).toBe('instant');
    expect((await call(t, tenant, 'GET', `/api/tenant/${request.id}`)).json().alertsEnabled).toBe(true);

    const gone = await search('Gelöscht');
    const url = await link(tenant.user.id, { kind: 'savedSearch', id: gone });
    await call(t, tenant, 'DELETE', `/api/saved-searches/${gone}`);
    expect((await post(url)).statusCode).toBe(404);
  });
});
