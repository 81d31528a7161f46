import { vi } from 'vitest';
import type { User } from '@mietmatch/contract';
import { saveSession } from '../src/lib/auth-session';

/*
 * A fake network at the fetch boundary: our own modules run for real, only the server is played.
 * Routes are "METHOD /api/path" (query strings ignored); unknown routes answer 404 like the API.
 */
export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}
type Handler = (request: FakeRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    let body: unknown = init.body;
    if (typeof init.body === 'string') body = JSON.parse(init.body);
    const request: FakeRequest = { method: init.method ?? 'GET', path: url.pathname, url, headers, body };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    if (!handler) return json(404, { code: 'NotFound', message: 'Not found.' });
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchFake);
  return {
    requests,
    to: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
  };
}

/** A promise with its resolve function, to hold a request open while asserting the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const inAYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    firstName: 'Anna',
    lastName: 'Berg',
    email: 'anna@example.com',
    role: 'client',
    address: null,
    postalArea: null,
    telephone: null,
    nationality: null,
    profession: null,
    relationshipStatus: null,
    language: 'de',
    avatarUrl: null,
    avatarThumbUrl: null,
    emailVerified: true,
    isBlocked: false,
    isSoftDeleted: false,
    isWarned: false,
    isDeactivated: false,
    planId: 'basic-3',
    subscriptionMonths: 3,
    paymentExpiresAt: inAYear,
    additionalPlanExpiresAt: null,
    freePlanUsed: true,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** Starts a session as a successful login would (the refresh token is the browser's HttpOnly cookie). */
export function storeSession(userId = 'user-1', accessToken = 'access-1') {
  saveSession({ accessToken, userId });
}
