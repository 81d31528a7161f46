import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'mietmatch-config-'));

describe('loadConfig', () => {
  it('runs with no settings at all: PGlite, outbox mail, a generated secret kept in DATA_DIR', () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      seedDemo: true,
    });
    expect(c.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(c.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(c.jwtSecret);
  });

  it("takes OpenFreeMap's light and dark map styles by default, and an operator's own style for both themes", () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      mapStyleUrl: 'https://tiles.openfreemap.org/styles/liberty',
      mapStyleDarkUrl: 'https://tiles.openfreemap.org/styles/dark',
    });
    // A style of one's own is never mixed with a default from another host.
    expect(loadConfig({ DATA_DIR: dir, MAP_STYLE_URL: 'https://maps.example/style.json' })).toMatchObject({
      mapStyleUrl: 'https://maps.example/style.json',
      mapStyleDarkUrl: 'https://maps.example/style.json',
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        MAP_STYLE_URL: 'https://maps.example/style.json',
        MAP_STYLE_DARK_URL: 'https://maps.example/dark.json',
      }).mapStyleDarkUrl,
    ).toBe('https://maps.example/dark.json');
    expect(() => loadConfig({ DATA_DIR: dir, MAP_STYLE_DARK_URL: 'dark' })).toThrow(/MAP_STYLE_DARK_URL/);
  });

  it('reads the database timeouts and which proxies to believe, and refuses nonsense', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      databaseTimeouts: { connectMs: 1500, statementMs: 1000 },
      trustProxy: 0,
    });
    expect(
      loadConfig({ DATA_DIR: dir, DB_CONNECT_TIMEOUT_MS: '3000', DB_STATEMENT_TIMEOUT_MS: '5000' }).databaseTimeouts,
    ).toEqual({ connectMs: 3000, statementMs: 5000 });
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ DATA_DIR: dir }).nodeName).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, NODE_NAME: 'web-1.3001' }).nodeName).toBe('web-1.3001');
    expect(() => loadConfig({ DATA_DIR: dir, NODE_NAME: 'a b' })).toThrow(/NODE_NAME/);
    expect(() => loadConfig({ DATA_DIR: dir, DB_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });

  it('lists every bad key at once', () => {
    const bad = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
    expect(bad).toThrow(ConfigError);
    for (const key of ['PORT', 'DATABASE_URL', 'LOG_LEVEL']) expect(bad, key).toThrow(key);
  });

  it('refuses production without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(/JWT_SECRET/);
  });

  it('seeds demo accounts only in the zero-setup mode', () => {
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'postgres://localhost/x' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: tmp() }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('takes APP_URL for mailed links, without a trailing slash', () => {
    expect(loadConfig({ DATA_DIR: tmp(), APP_URL: 'https://mietmatch.de/' }).appUrl).toBe('https://mietmatch.de');
  });
});

describe('TEST_CLOCK', () => {
  it('is refused in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), TEST_CLOCK: 'true', DATA_DIR: tmp() }),
    ).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ TEST_CLOCK: 'true', DATA_DIR: tmp() }).testClock).toBe(true);
  });
});

describe('login limits', () => {
  it('default to 30 per address and 10 per email, and can be raised', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).loginLimits).toEqual({ perIp: 30, perEmail: 10 });
    expect(loadConfig({ DATA_DIR: tmp(), LOGIN_LIMIT_PER_IP: '200' }).loginLimits.perIp).toBe(200);
  });
});

describe('inquiry send limit', () => {
  it('defaults to 30 a minute, can be raised, and refuses nonsense', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).inquirySendLimitPerMinute).toBe(30);
    expect(loadConfig({ DATA_DIR: tmp(), INQUIRY_SEND_LIMIT_PER_MINUTE: '5000' }).inquirySendLimitPerMinute).toBe(5000);
    expect(() => loadConfig({ DATA_DIR: tmp(), INQUIRY_SEND_LIMIT_PER_MINUTE: '0' })).toThrow(
      /INQUIRY_SEND_LIMIT_PER_MINUTE/,
    );
  });
});

describe('orphan file sweep', () => {
  it('runs hourly on files over an hour old by default; the age may be 0 for tests, the interval not', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).orphanSweep).toEqual({ intervalMs: 3_600_000, minAgeMs: 3_600_000 });
    const set = { DATA_DIR: tmp(), ORPHAN_SWEEP_INTERVAL_MINUTES: '15', ORPHAN_SWEEP_MIN_AGE_MINUTES: '0' };
    expect(loadConfig(set).orphanSweep).toEqual({ intervalMs: 900_000, minAgeMs: 0 });
    expect(() => loadConfig({ DATA_DIR: tmp(), ORPHAN_SWEEP_INTERVAL_MINUTES: '0' })).toThrow(
      /ORPHAN_SWEEP_INTERVAL_MINUTES/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), ORPHAN_SWEEP_MIN_AGE_MINUTES: '-5' })).toThrow(
      /ORPHAN_SWEEP_MIN_AGE_MINUTES/,
    );
  });
});

describe('storage settings', () => {
  it('a local folder by default; STORAGE_URL names a bucket, with the credentials when both are given', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ storageDir: path.join(dir, 'uploads'), s3: undefined });
    const url = 's3://mietmatch-files?endpoint=http%3A%2F%2F127.0.0.1%3A9000&region=eu-central-1&forcePathStyle=true';
    expect(
      loadConfig({ DATA_DIR: dir, STORAGE_URL: url, AWS_ACCESS_KEY_ID: 'key', AWS_SECRET_ACCESS_KEY: 'secret' }).s3,
    ).toEqual({
      bucket: 'mietmatch-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // Without both keys the SDK looks for credentials itself (an instance role, the shared config file).
    expect(loadConfig({ DATA_DIR: dir, STORAGE_URL: 's3://mietmatch-files', AWS_ACCESS_KEY_ID: 'key' }).s3).toEqual({
      bucket: 'mietmatch-files',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE_URL: 'https://bucket' })).toThrow(/STORAGE_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE_URL: 's3://bucket1?endpoint=nope' })).toThrow(
      /endpoint must be a URL/,
    );
  });
});
