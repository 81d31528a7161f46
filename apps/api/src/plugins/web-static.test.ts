import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(
    path.join(dist, 'prerendered', 'login.html'),
    '<!doctype html><title>Anmelden</title><h1>Anmelden</h1>',
  );
  mkdirSync(path.join(dist, 'prerendered', 'property-details'));
  writeFileSync(
    path.join(dist, 'prerendered', 'property-details', '[id].html'),
    '<!doctype html><title>Immobilie</title><div id="member-frame"></div>',
  );
  database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dist,
    WEB_DIST_DIR: dist,
    JWT_SECRET: 'x'.repeat(40),
    LOG_LEVEL: 'silent',
  });
  app = await buildApp(config, { database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('serving the web app', () => {
  it('answers every client route with index.html, never cached', async () => {
    for (const url of ['/', '/register', '/edit-tenant/123', '/verify-email?token=abc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a page the build rendered with its own HTML, never cached, and every other page with index.html', async () => {
    for (const url of ['/login', '/login?reason=expired']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body, url).toContain('<h1>Anmelden</h1>');
    }
    const register = await app.inject({ method: 'GET', url: '/register' });
    expect(register.body).toContain('<div id="root">');
  });

  it("answers any listing's address with the listing page's frame, and the pages below it with index.html", async () => {
    for (const url of ['/property-details/7d0c5a52-1f7e-4bb4-a3c1-54f1a9e2a001', '/property-details/x?from=map']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body, url).toContain('<div id="member-frame">');
    }
    for (const url of ['/property-details', '/property-details/x/matches', '/property-details%2Fx']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('member-frame');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('keeps API misses and missing files as 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
    // Metrics are never a page, not even without METRICS_TOKEN.
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(404);
    expect(metrics.json().code).toBe('NotFound');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    for (const url of ['/../../etc/passwd', '/..%2F..%2Fetc%2Fpasswd', '/assets/..%2F..%2F..%2Fpackage.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('root:');
      expect(res.body, url).not.toContain('"workspaces"');
    }
  });
});
