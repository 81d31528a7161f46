import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

// One fresh data folder per run: the app starts as after `npm install && npm start`.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'mietmatch-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3900);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
const mailHttpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3901);
const mapPort = Number(process.env.E2E_MAP_PORT ?? 3902);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // A test that passes only on a second try is a failure to find, not to hide.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../test-results',
  use: {
    baseURL,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      command: 'node e2e/support/mail-catcher.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_HTTP_PORT: String(mailHttpPort) },
      reuseExistingServer: false,
      timeout: 15_000,
    },
    {
      command: 'node e2e/support/map-tiles.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${mapPort}/health`,
      env: { E2E_MAP_PORT: String(mapPort) },
      reuseExistingServer: false,
      timeout: 15_000,
    },
    {
      command: 'node scripts/start.mjs',
      cwd: '..',
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        APP_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // A style and tiles on loopback (e2e/support/map-tiles.mjs): the map works with the network closed.
        MAP_STYLE_URL: `http://127.0.0.1:${mapPort}/style.json`,
        MAP_STYLE_DARK_URL: `http://127.0.0.1:${mapPort}/style-dark.json`,
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'admin@e2e.test',
        ADMIN_PASSWORD: 'admin-e2e-password',
        LOG_LEVEL: 'warn',
        // Every test logs in from 127.0.0.1, and the admin of every spec is one account: both limits are
        // raised for the run only (the API tier asserts the limits themselves).
        LOGIN_LIMIT_PER_IP: '300',
        LOGIN_LIMIT_PER_EMAIL: '100',
        DATABASE_URL: '',
        // POST /api/test/clock moves server time (plan expiry without sleeping); specs reset it after use.
        TEST_CLOCK: 'true',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
