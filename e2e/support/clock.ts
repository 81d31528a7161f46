/*
 * The server's test clock (only with TEST_CLOCK=true, see playwright.config.ts): moves server time
 * forward to see plans expire without sleeping. Every spec shares one server, so a test that moves
 * the clock resets it in a `finally`.
 */
import { expect, type APIRequestContext } from '@playwright/test';

export const DAY_MS = 24 * 3600 * 1000;

async function clock(request: APIRequestContext, data: { advanceMs?: number; reset?: boolean }) {
  const res = await request.post('/api/test/clock', { data });
  expect(res.status(), await res.text()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
}

/** Moves the server clock forward; answers the server's new "now". */
export function advanceServerClock(request: APIRequestContext, ms: number) {
  return clock(request, { advanceMs: ms });
}

export function resetServerClock(request: APIRequestContext) {
  return clock(request, { reset: true });
}

/** Runs `body` and resets the server clock afterwards, whatever happens. */
export async function withServerClock<T>(request: APIRequestContext, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } finally {
    await resetServerClock(request);
  }
}
