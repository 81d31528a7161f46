/*
 * Setup and UI steps of the trust-and-safety journeys (German UI): listings and requests made through
 * the API, browsers signed in with API sessions, the admin's session, and the report dialog.
 */
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN, loginViaApi, useSession, type Session } from './accounts';
import { createTenantRequest } from './marketplace';

/** A tag per call, so a journey finds its own listing among the run's other data. */
export function uniqueTag() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
}

const auth = (session: Session) => ({ Authorization: `Bearer ${session.access_token}` });

/** The landlord writes first about the tenant's request; answers the thread's path. */
export async function openThread(request: APIRequestContext, landlord: Session, tenant: Session, text: string) {
  const requestId = await createTenantRequest(request, tenant);
  const res = await request.post('/api/inquiry/create-inbox', {
    headers: auth(landlord),
    data: { recipientId: tenant.userId, subjectType: 'request', subjectId: requestId, message: text },
  });
  expect(res.status(), await res.text()).toBe(200);
  return `/inquiries-thread/request/${((await res.json()) as { inbox: { id: string } }).inbox.id}`;
}

/** A browser of its own, signed in with the session the API gave. */
export async function signedIn(browser: Browser, session: Session) {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await useSession(page, session);
  return page;
}

/** The administrator of the e2e config, signed in through the API in a browser of its own. */
export async function adminBrowser(browser: Browser, request: APIRequestContext) {
  const login = await loginViaApi(request, ADMIN.email, ADMIN.password);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return signedIn(browser, login.body as unknown as Session);
}

/**
 * Resolves once the page's live connection is up: its WebSocket is open and the server has admitted the member
 * (socket.io's answer to the connect, `40…`). Call it before the navigation that opens the connection, await it
 * after.
 */
export async function liveConnection(page: Page) {
  const socket = await page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await socket.waitForEvent('framereceived', (frame) => String(frame.payload).startsWith('40'));
}

/** The texts a reporter gives; the reason is the German label of the select's option. */
export interface ReportInput {
  reason: string;
  explanation: string;
}

/**
 * Fills the open report form (dialog or `/report` page): reason, explanation, good faith; then the
 * caller's extra fields, then sends. Answers the reference shown on success (MM-XXXX-XXXX).
 */
export async function sendReport(scope: Locator, input: ReportInput, extra?: () => Promise<void>) {
  await scope.getByRole('combobox', { name: 'Grund' }).selectOption({ label: input.reason });
  await scope.getByRole('textbox', { name: 'Was ist passiert?' }).fill(input.explanation);
  await extra?.();
  await scope.getByRole('checkbox', { name: /nach bestem Wissen richtig und vollständig/ }).check();
  await scope.getByRole('button', { name: 'Meldung senden' }).click();
  const confirmation = scope.getByText(/Deine Meldung hat die Nummer MM-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  await expect(confirmation).toBeVisible();
  return /MM-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await confirmation.textContent()) ?? '')![0];
}

/** The admin queue's card for an item (reports or complaints), named by the item's title. */
export function queueItem(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}
