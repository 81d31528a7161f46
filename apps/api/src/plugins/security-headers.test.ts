import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import {
  createLoggedInUser,
  multipart,
  pdfDocument,
  pngImage,
  requestForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../test/factories.ts';

let t: TestContext;
let secure: TestContext;
let member: LoggedIn;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ serveWeb: true }, { WEB_DIST_DIR: dist });
  secure = await createTestApp(
    { serveWeb: true },
    {
      WEB_DIST_DIR: dist,
      APP_URL: 'https://mietmatch.example',
      // Styles of the operator's own, the dark one on a host of its own.
      MAP_STYLE_URL: 'https://maps.mietmatch.example/styles/hell.json',
      MAP_STYLE_DARK_URL: 'https://dark-maps.example/styles/dunkel.json',
    },
  );
  await seedPostalCodes(t.database.db);
  member = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
});
afterAll(async () => {
  await t.close();
  await secure.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The Content-Security-Policy as a map of directive → sources. */
function csp(res: LightMyRequestResponse): Record<string, string> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...sources] = part.split(/\s+/);
        return [name!, sources.join(' ')];
      }),
  );
}

/** One answer of each kind a browser opens as a document: page, JSON, error, public image, private document, docs. */
async function oneOfEachKind() {
  const avatarForm = multipart(
    { firstName: 'Maria', lastName: 'Muster' },
    { avatar: { data: await pngImage(), filename: 'a.png', type: 'image/png' } },
  );
  const profile = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/update-profile',
    payload: avatarForm.payload,
    headers: { ...member.headers, ...avatarForm.headers },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const requestBody = multipart(
    requestForm(),
    { documents: [{ data: pdfDocument(), filename: 'd.pdf', type: 'application/pdf' }] },
    { documentTitles: ['Schufa'] },
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/create-tenant-request',
    payload: requestBody.payload,
    headers: { ...member.headers, ...requestBody.headers },
  });
  expect(created.statusCode, created.body).toBe(201);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  return {
    page: await get('/login'),
    json: await get('/api/auth/current-user', member.headers),
    error: await get('/api/auth/current-user'),
    image: await get(profile.json().avatarUrl),
    document: await get(created.json().documents[0].url, member.headers),
    docs: await get('/api/docs'),
  };
}

describe('security headers', () => {
  it('every kind of answer carries the same browser defences', async () => {
    const answers = await oneOfEachKind();
    expect(answers.page.headers['content-type']).toContain('text/html');
    expect(answers.error.statusCode).toBe(401);
    expect(answers.image.headers['content-type']).toBe('image/webp');
    expect(answers.document.headers['content-type']).toBe('application/pdf');
    expect(answers.docs.headers['content-type']).toContain('text/html');
    for (const [kind, res] of Object.entries(answers)) {
      expect(res.statusCode === 200 || kind === 'error', kind).toBe(true);
      expect(res.headers['x-content-type-options'], kind).toBe('nosniff');
      expect(res.headers['x-frame-options'], kind).toBe('DENY');
      expect(res.headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy'], kind).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy'], kind).toBe('same-origin');
      expect(res.headers['permissions-policy'], kind).toMatch(/(^|, )camera=\(\)/);
      for (const feature of ['microphone', 'geolocation', 'payment', 'usb', 'interest-cohort']) {
        expect(res.headers['permissions-policy'], kind).toContain(`${feature}=()`);
      }
      // The app is served over http here: no HSTS.
      expect(res.headers['strict-transport-security'], kind).toBeUndefined();
      expect(csp(res)['frame-ancestors'], kind).toBe("'none'");
      expect(csp(res)['object-src'] ?? csp(res)['default-src'], kind).toBe("'none'");
      expect(csp(res)['base-uri'], kind).toBe("'none'");
    }
  });

  it('the web app’s own scripts carry nosniff, the resource policy and caching, not the page-only headers', async () => {
    const [page, asset] = await Promise.all(
      ['/login', '/assets/index-abc123.js'].map((url) => secure.app.inject({ method: 'GET', url })),
    );
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy']) {
      expect(asset.headers[name], name).toBeUndefined();
      expect(page.headers[name], name).toBeDefined();
    }
    for (const name of ['cross-origin-opener-policy', 'strict-transport-security']) {
      expect(asset.headers[name], name).toBeUndefined();
      expect(page.headers[name], name).toBeDefined();
    }
    // A missing asset is an error answer, opened like a document: it keeps the full set.
    const missing = await secure.app.inject({ method: 'GET', url: '/assets/missing-abc.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-frame-options']).toBe('DENY');
    expect(csp(missing)['default-src']).toBeDefined();
  });

  it('a page runs only the app’s own scripts and opens sockets only to the app’s own host', async () => {
    const page = csp(await t.app.inject({ method: 'GET', url: '/' }));
    expect(page['script-src']).toBe("'self'");
    expect(page['script-src-attr']).toBe("'none'");
    expect(page['default-src']).toBe("'self'");
    // The map style's host (the default style) serves its tiles; nothing else.
    expect(page['connect-src']).toBe("'self' ws://app.test https://tiles.openfreemap.org");
    expect(page['img-src']).toBe("'self' data: blob: https://tiles.openfreemap.org");
    expect(page['base-uri']).toBe("'none'");
    expect(page['form-action']).toBe("'self'");
    expect(page).not.toHaveProperty('upgrade-insecure-requests');
    expect(Object.values(page).join(' ')).not.toMatch(/unsafe-eval|(^| )(https|ws|wss):( |$)/);
  });

  it('the web app’s index.html has no inline script the page policy would block', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
    const html = readFileSync(path.join(root, 'index.html'), 'utf8');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc="\//);
    expect(html).not.toMatch(/\son[a-z]+="/);
  });

  it('API answers and files may load and run nothing, and are sandboxed when opened in a tab', async () => {
    for (const url of ['/api/health', '/api/nothing', '/api/files/avatars/missing.webp']) {
      const policy = csp(await t.app.inject({ method: 'GET', url }));
      expect(policy['default-src'], url).toBe("'none'");
      expect(policy, url).toHaveProperty('sandbox');
    }
  });

  it('the API docs load only their own scripts and styles and cannot be framed', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const policy = csp(docs);
    expect(policy['script-src']).toBe("'self'");
    expect(policy['style-src']).toBe("'self'");
    expect(policy['connect-src']).toBe("'self'");
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(Object.values(policy).join(' ')).not.toMatch(/unsafe|https:|validator\.swagger\.io/);
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS and upgrades requests only when the app is served over https', async () => {
    for (const url of ['/', '/api/health', '/api/nothing']) {
      const res = await secure.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
    const page = csp(await secure.app.inject({ method: 'GET', url: '/' }));
    // Both map styles' hosts serve tiles, the light theme's and the dark theme's.
    expect(page['connect-src']).toBe(
      "'self' wss://mietmatch.example https://maps.mietmatch.example https://dark-maps.example",
    );
    expect(page['img-src']).toBe("'self' data: blob: https://maps.mietmatch.example https://dark-maps.example");
    expect(page).toHaveProperty('upgrade-insecure-requests');
  });
});

describe('cross-origin requests', () => {
  it('a foreign origin gets no CORS allowance, neither on a request nor on a preflight', async () => {
    const origin = 'https://evil.example';
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/auth/current-user',
      headers: { ...member.headers, origin },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/refresh',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    const allowHeaders = Object.keys(preflight.headers).filter((h) => h.startsWith('access-control-'));
    expect(allowHeaders).toEqual([]);
  });
});
