/*
 * The server's test clock (only with TEST_CLOCK=true, see playwright.config.ts): moves server time
 * forward to see plans expire without sleeping. Every spec shares one server, so a test that moves
 * the clock resets it in a `finally`.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/**
 * Someone closes the app and comes back `days` later: server and browser clocks move together while no
 * page of the app is open. Moved under an open page, a request sent before the jump could arrive after
 * it, answer 401 and start a token refresh that the next navigation aborts once the server has already
 * spent the refresh token; the reopened app would then present a spent token, which ends the session
 * as reuse (docs/decisions/001-accounts-and-sessions.md).
 */
export async function comeBackLater(page: Page, request: APIRequestContext, days: number) {
  await page.goto('about:blank');
  const now = await advanceServerClock(request, days * DAY_MS);
  await page.clock.setFixedTime(now);
  return now;
}

function resetServerClock(request: APIRequestContext) {
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
