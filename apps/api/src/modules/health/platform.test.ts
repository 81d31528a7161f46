import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers health when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: '1.0.54' });
  });

  it('answers 404 with the error shape for an unknown API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NotFound', message: 'Not found.' });
    const de = await t.app.inject({ method: 'DELETE', url: '/api/auth/login', headers: { 'accept-language': 'de' } });
    expect(de.statusCode).toBe(404);
    expect(de.json().message).toBe('Nicht gefunden.');
  });

  it('publishes an OpenAPI 3 document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/auth/current-user',
      '/api/auth/reset-password',
      '/api/auth/change-password',
      '/api/auth/activate-free-plan',
      '/api/health',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'email',
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers an oversized JSON body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('BodyTooLarge');
  });

  it('never answers 500 to junk', async () => {
    const junk = [
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: 'null',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: '[]',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: 'email=a',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      { method: 'POST' as const, url: '/api/auth/refresh', payload: { userId: 5, refreshToken: {} } },
      { method: 'GET' as const, url: '/api/auth/confirm-email/%E0%A4%A' },
      { method: 'GET' as const, url: '/api/files/avatars/..%2F..%2Fetc%2Fpasswd' },
      { method: 'GET' as const, url: '/api/auth/current-user', headers: { authorization: 'Bearer' } },
      { method: 'GET' as const, url: '/api/auth/current-user', headers: { authorization: 'Basic abc' } },
      { method: 'POST' as const, url: '/api/auth/reset-password?token[]=a', payload: { newPassword: 'abcdefg' } },
    ];
    for (const req of junk) {
      const res = await t.app.inject(req);
      expect(res.statusCode, `${req.method} ${req.url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${req.method} ${req.url}`).toBeLessThan(500);
    }
  });
});

describe('test clock', () => {
  it('does not exist unless TEST_CLOCK is set', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs: 1000 } })).statusCode,
    ).toBe(404);
  });
});
