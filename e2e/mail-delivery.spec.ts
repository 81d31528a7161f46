/*
 * Mail delivery for admins (issue 14, "mail is never lost"): a mail the mail server refuses for good
 * is listed on /all-users with its recipient, subject and the server's answer, and "Erneut senden"
 * queues it again. Screenshots of the section at desktop and phone width, light and dark, go to
 * test-results/screens/ for people to look at; axe finds no serious or critical violation in it.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, loginViaApi, newAccount, signUpViaApi, useSession, type Session } from './support/accounts';
import { SCHEMES, showAs } from './support/appearance';
import { toast } from './support/ui';

interface FailedMail {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
}

async function failedMails(request: APIRequestContext, token: string): Promise<FailedMail[]> {
  const res = await request.get('/api/admin/mail-failures?pageSize=50', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: FailedMail[] }).items;
}

test('an admin sees a mail the server refused for good and sends it again', async ({ page, request }) => {
  // A sign-up at an address whose mailbox does not exist: its verification mail is refused (550).
  const account = newAccount('client', { email: `bounce-${Date.now().toString(36)}@e2e.test` });
  await signUpViaApi(request, account);
  const login = await loginViaApi(request, ADMIN.email, ADMIN.password);
  expect(login.status).toBe(200);
  const session = login.body as unknown as Session;
  // The node's delivery tries at once, is refused, and gives the mail up without retrying.
  await expect
    .poll(async () => (await failedMails(request, session.access_token)).find((m) => m.to === account.email))
    .toMatchObject({ attempts: 1, lastError: expect.stringContaining('550') });

  await useSession(page, session);
  await page.goto('/all-users');
  const section = page.getByRole('region', { name: 'Mailversand' });
  const entry = section.getByRole('listitem').filter({ hasText: account.email });
  await expect(entry).toContainText('Bitte bestätige deine E-Mail-Adresse');
  await expect(entry).toContainText('550');
  await expect(entry).toContainText('1 Versuch');
  await expect(section).toContainText(/\d+ fehlgeschlagen/);

  const labelledBy = await section.getAttribute('aria-labelledby');
  const axe = await new AxeBuilder({ page }).include(`[aria-labelledby="${labelledBy}"]`).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const screens = path.join(test.info().project.outputDir, 'screens');
  await mkdir(screens, { recursive: true });
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 375, height: 812 },
  ]) {
    for (const scheme of SCHEMES) {
      await showAs(page, viewport, scheme);
      await section.scrollIntoViewIfNeeded();
      const shot = `mail-delivery-${viewport.name}-${scheme}`;
      await section.screenshot({ path: path.join(screens, `${shot}.png`), animations: 'disabled' });
      await page.screenshot({ path: path.join(screens, `${shot}-full.png`), fullPage: true, animations: 'disabled' });
    }
  }

  // Sent again: queued with a fresh day of retries. The mailbox still does not exist, so the server
  // refuses it once more and it is back in the list, after one new attempt.
  await page.setViewportSize({ width: 1280, height: 800 });
  await entry.getByRole('button', { name: 'Erneut senden' }).click();
  await expect(toast(page, `Die Mail an ${account.email} wird erneut gesendet.`)).toBeVisible();
  await expect
    .poll(async () => (await failedMails(request, session.access_token)).filter((m) => m.to === account.email))
    .toEqual([expect.objectContaining({ attempts: 1 })]);
});
