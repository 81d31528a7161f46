import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { chooseEncoding } from './json-compression.ts';

let t: TestContext;
let dist: string;
// A hashed asset as the build leaves it: the file and its two compressed copies beside it.
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Wohnung ${i}`))};\n`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  const asset = path.join(dist, 'assets', 'search-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  t = await createTestApp({ serveWeb: true }, { WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

/** The body as the browser reads it after undoing `Content-Encoding`. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe('hashed assets', () => {
  it('are sent as brotli when the browser accepts it, cached for a year', async () => {
    const res = await get('/assets/search-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(script.length / 2);
    expect(decoded(res)).toBe(script);
  });

  it('are sent as gzip to a browser without brotli', async () => {
    const res = await get('/assets/search-abc123.js', 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(res)).toBe(script);
  });

  it('are sent as they are without Accept-Encoding, still varying by it', async () => {
    const res = await get('/assets/search-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(script);
  });

  it('leave the page itself uncached and its security headers in place', async () => {
    const res = await get('/properties-list?city=Berlin', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(decoded(res)).toContain('<div id="root">');
  });

  it('carry no validators (never revalidated), while the page keeps its ETag for revalidation', async () => {
    const asset = await get('/assets/search-abc123.js', 'br');
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    expect(asset.headers['accept-ranges']).toBeUndefined();
    const page = await get('/properties-list?city=Berlin', 'br');
    expect(page.headers.etag).toBeTruthy();
  });
});

describe('JSON answers', () => {
  it('are compressed above the threshold, with the security headers kept', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);
    const br = await get('/api/docs/json', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-security-policy']).toBeDefined();
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(decoded(br))).toEqual(plain.json());
    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gz))).toEqual(plain.json());
  });

  it('stay as they are when small, and errors keep their model', async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const missing = await get('/api/nothing', 'br, gzip');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NotFound');
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, honours q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
