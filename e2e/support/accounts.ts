/*
 * Setup shortcuts for tests whose subject is not the sign-up journey itself: accounts are created,
 * verified and given the free plan through the API (and the real verification mail), so a test can
 * start from "a tenant with a plan" without clicking through the whole journey again.
 *
 * Login is rate limited per IP (30 per 15 minutes), so every API login here counts; the helpers
 * log in only when the caller needs tokens.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { waitForLink } from './mail';

export type SignUpRole = 'client' | 'contractor';

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: SignUpRole;
}

export interface Session {
  access_token: string;
  refresh_token: string;
  userId: string;
}

let counter = 0;
/** A fresh address per call; the run id keeps repeated runs against one catcher apart. */
function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;
}

/** A real PNG of one colour (sharp makes it; the API re-encodes uploads, so it must be a valid image). */
export async function avatarPng(color = '#0f5e5b', size = 96): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export function newAccount(role: SignUpRole, overrides: Partial<TestAccount> = {}): TestAccount {
  return {
    email: uniqueEmail(role),
    password: 'erstes-Passwort-1',
    firstName: role === 'client' ? 'Mara' : 'Jonas',
    lastName: role === 'client' ? 'Schneider' : 'Becker',
    role,
    ...overrides,
  };
}

/** POST /api/auth/register (multipart, avatar required). */
export async function signUpViaApi(
  request: APIRequestContext,
  account: TestAccount,
  extra: Record<string, string> = {},
) {
  const res = await request.post('/api/auth/register', {
    headers: { 'Accept-Language': 'de' },
    multipart: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
      role: account.role,
      language: 'de',
      ...extra,
      avatar: { name: 'avatar.png', mimeType: 'image/png', buffer: await avatarPng() },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Opens the link of the real verification mail through the API. */
export async function verifyViaApi(request: APIRequestContext, email: string) {
  const link = await waitForLink(email, '/verify-email?token=');
  const token = new URL(link).searchParams.get('token');
  expect(token, 'verification link carries a token').toBeTruthy();
  const res = await request.get(`/api/auth/confirm-email/${encodeURIComponent(token!)}`);
  expect(res.status(), await res.text()).toBe(200);
}

/** POST /api/auth/login; answers the parsed body and status without judging it. */
export async function loginViaApi(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

/** Sign-up and the mailed verification through the API: an account that meets the NoPayment gate. No login. */
export async function createVerifiedAccount(
  request: APIRequestContext,
  role: SignUpRole,
  overrides: Partial<TestAccount> = {},
) {
  const account = newAccount(role, overrides);
  await signUpViaApi(request, account);
  await verifyViaApi(request, account.email);
  return account;
}

/**
 * A verified account on the free Basic plan (3 months), without a session: one login, whose
 * NoPayment gate answer carries the checkout token that activates the plan.
 */
export async function createAccountWithFreePlan(
  request: APIRequestContext,
  role: SignUpRole,
  overrides: Partial<TestAccount> = {},
) {
  const account = await createVerifiedAccount(request, role, overrides);
  const gate = await loginViaApi(request, account.email, account.password);
  expect(gate.status, JSON.stringify(gate.body)).toBe(403);
  expect(gate.body.message).toBe('NoPayment');
  const activate = await request.post('/api/auth/activate-free-plan', {
    headers: { Authorization: `Bearer ${String(gate.body.checkout_token)}` },
  });
  expect(activate.status(), await activate.text()).toBe(200);
  return account;
}

/**
 * Sign-up, verification and "Continue for free" through the API, then one login for tokens.
 * Two logins in all (the NoPayment gate answer carries the checkout token).
 */
export async function createActiveAccount(
  request: APIRequestContext,
  role: SignUpRole,
  overrides: Partial<TestAccount> = {},
  extra: Record<string, string> = {},
) {
  const account = newAccount(role, overrides);
  await signUpViaApi(request, account, extra);
  await verifyViaApi(request, account.email);
  const gate = await loginViaApi(request, account.email, account.password);
  expect(gate.status, JSON.stringify(gate.body)).toBe(403);
  expect(gate.body.message).toBe('NoPayment');
  const activate = await request.post('/api/auth/activate-free-plan', {
    headers: { Authorization: `Bearer ${String(gate.body.checkout_token)}` },
  });
  expect(activate.status(), await activate.text()).toBe(200);
  const login = await loginViaApi(request, account.email, account.password);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { account, session: login.body as unknown as Session };
}

/**
 * Puts a session into the browser the way the web app keeps it after a login, without a login of its own:
 * the refresh token as the server's HttpOnly cookie and the user id in localStorage. The app gets its access
 * token through the cookie on its first call, as after a reload.
 */
export async function useSession(page: Page, session: Session) {
  // Any same-origin document will do; the favicon loads no app code.
  await page.goto('/favicon.svg');
  const { hostname } = new URL(page.url());
  await page.context().addCookies([
    {
      name: REFRESH_COOKIE,
      value: session.refresh_token,
      domain: hostname,
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  await page.evaluate((userId) => localStorage.setItem('userId', userId), session.userId);
}

/** The refresh cookie's name on http (apps/api/src/modules/auth/refresh-cookie.ts). */
const REFRESH_COOKIE = 'mietmatch_refresh';

/**
 * A working access token of the session signed in on this page, for calling the API beside the app: the
 * page keeps its own in memory, out of reach, so the browser's refresh cookie gets a new one.
 */
export async function pageAccessToken(page: Page): Promise<string> {
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const res = await page.request.post('/api/auth/refresh', { data: { userId } });
  expect(res.status(), await res.text()).toBe(200);
  return String(((await res.json()) as { access_token: string }).access_token);
}

/** The administrator the e2e config creates (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@e2e.test', password: 'admin-e2e-password' };
