/*
 * The live connection (notifications, messages) opens a WebSocket at once, and falls back to long-polling where
 * none can be opened (a proxy that refuses the upgrade): polling first cost a phone several requests and their
 * answers on the main thread of the page's first seconds.
 */
import { expect, test } from '@playwright/test';
import { createActiveAccount, loginViaApi, useSession, type Session } from './support/accounts';

test('the live connection opens a WebSocket at once, and polls where none can be opened', async ({ page, request }) => {
  const { account } = await createActiveAccount(request, 'client');
  const login = await loginViaApi(page.request, account.email, account.password);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  await useSession(page, login.body as unknown as Session);
  const polls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/socket.io/') && req.url().includes('transport=polling')) polls.push(req.url());
  });

  const opened = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await page.goto('/properties-list');
  const socket = await opened;
  expect(socket.url()).toContain('transport=websocket');
  // socket.io's answer to the connect: the server admitted the member.
  await socket.waitForEvent('framereceived', (frame) => String(frame.payload).startsWith('40'));
  expect(polls).toEqual([]);

  // Where a WebSocket cannot be opened (it fails as a refused upgrade does: an error, then closed), the same
  // connection goes over long-polling, and the server admits the member there.
  await page.addInitScript(() => {
    const Real = window.WebSocket;
    window.WebSocket = new Proxy(Real, {
      construct(target, args: [string | URL, (string | string[])?]) {
        if (!String(args[0]).includes('/socket.io/')) return Reflect.construct(target, args);
        // Nothing listens on port 9 of this machine.
        return Reflect.construct(target, ['ws://127.0.0.1:9/']);
      },
    });
  });
  const admitted = page.waitForResponse(
    async (res) => res.url().includes('transport=polling') && (await res.text()).includes('40{"sid"'),
  );
  await page.reload();
  await admitted;
  expect(polls.length).toBeGreaterThan(0);
});
