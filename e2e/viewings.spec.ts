/*
 * Viewings, in two browsers at once (German UI): a landlord whose listing hides its street adds two slots
 * and invites a tenant from the conversation about the listing; the tenant books from the thread's card,
 * both see the viewing in "Meine Besichtigungen", the confirmation mail carries the calendar file, and the
 * street appears for the tenant. The tenant moves to the other slot; the landlord cancels that slot with a
 * reason and the tenant, with the page open, is told at once and sees the viewing cancelled without reloading.
 *
 * Screenshots of the thread, the hidden address and the booking page (1280 and 375 px, light and dark) go to
 * test-results/screens/.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createActiveAccount, useSession, type Session } from './support/accounts';
import { waitForAttachment } from './support/mail';
import { createListing, createTenantRequest } from './support/marketplace';
import { liveConnection } from './support/moderation';
import { screenshots } from './support/screens';
import { toast } from './support/ui';

const auth = (session: Session) => ({ Authorization: `Bearer ${session.access_token}` });
const STREET = 'Rathenauplatz 1';
const TITLE = 'Altbau mit Stuck am Rathenauplatz';
const FIRST = '17:00 – 17:30 Uhr';
const SECOND = '18:00 – 18:30 Uhr';

async function signedInPage(browser: Browser, session: Session) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSession(page, session);
  return page;
}

/** The tenant buys the additional plan through the local test checkout, so they may write to a landlord first. */
async function buyAdditionalPlan(request: APIRequestContext, session: Session, email: string) {
  const res = await request.post('/api/auth/create-checkout-session?isAdditionalPlan=true', {
    headers: auth(session),
    data: { role: 'client', email, duration: 3 },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { sessionId } = (await res.json()) as { sessionId: string };
  const paid = await request.post(`/api/payments/local/${sessionId}/pay`);
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await request.get(
    `/api/auth/verify-additional-payment?session_id=${sessionId}&isAdditionalPlan=true`,
    { headers: auth(session) },
  );
  expect(verified.status(), await verified.text()).toBe(200);
}

/** A day a few days ahead as Berlin names it: the date field's value, the calendar file's date, the list's heading. */
function berlinDayAhead(days: number) {
  const at = new Date(Date.now() + days * 24 * 3600 * 1000);
  const berlin = { timeZone: 'Europe/Berlin' } as const;
  const iso = at.toLocaleDateString('en-CA', berlin);
  const title = new Intl.DateTimeFormat('de-DE', {
    ...berlin,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
  return { iso, compact: iso.replaceAll('-', ''), title };
}

/** The add-slot form of /properties/:id/viewings: Berlin wall-clock date and times, places and a note. */
async function addSlot(page: Page, slot: { date: string; start: string; end: string; capacity: string; note: string }) {
  await page.getByLabel('Datum').fill(slot.date);
  await page.getByLabel('Beginn').fill(slot.start);
  await page.getByLabel('Ende').fill(slot.end);
  await page.getByLabel('Plätze').fill(slot.capacity);
  await page.getByLabel('Hinweis (optional)').fill(slot.note);
  await page.getByRole('button', { name: 'Termin hinzufügen' }).click();
  await expect(toast(page, 'Termin hinzugefügt').first()).toBeVisible();
}

/** One slot card in the landlord's list, under its day's heading, by its time range. */
function landlordSlot(page: Page, dayTitle: string, range: string) {
  return page.getByRole('region', { name: dayTitle }).locator(':scope > div').filter({ hasText: range });
}

/** One choosable slot on the tenant's booking page, by its time range. */
function tenantSlot(page: Page, range: string) {
  return page.getByRole('listitem').filter({ hasText: range });
}

/** The viewings listed on /my-viewings (the list is named by its count). */
function viewingsList(page: Page) {
  return page.getByRole('list', { name: /^\d+ Besichtigung/ });
}

test('a landlord offers slots and invites from the thread; the tenant books, sees the street, moves, and is told live when the slot is cancelled', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const landlord = await createActiveAccount(request, 'contractor', { firstName: 'Jonas', lastName: 'Becker' });
  const tenant = await createActiveAccount(request, 'client', { firstName: 'Mara', lastName: 'Schneider' });
  await createTenantRequest(request, tenant.session);
  const propertyId = await createListing(request, landlord.session, TITLE, {
    address: STREET,
    hideExactAddress: 'true',
  });
  await buyAdditionalPlan(request, tenant.session, tenant.account.email);
  const created = await request.post('/api/inquiry/create-inbox', {
    headers: auth(tenant.session),
    data: {
      recipientId: landlord.session.userId,
      subjectType: 'property',
      subjectId: propertyId,
      message: 'Guten Tag, ich würde die Wohnung gern besichtigen.',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const inboxId = ((await created.json()) as { inbox: { id: string } }).inbox.id;
  const threadPath = `/inquiries-thread/property/${inboxId}`;
  const day = berlinDayAhead(3);
  let uid = '';

  const landlordPage = await signedInPage(browser, landlord.session);
  const tenantPage = await signedInPage(browser, tenant.session);

  await test.step('before any booking the tenant sees postal code and city, not the street', async () => {
    await tenantPage.goto(`/property-details/${propertyId}`);
    await expect(tenantPage.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    await expect(
      tenantPage.getByText('Die genaue Adresse siehst du nach der Buchung einer Besichtigung'),
    ).toBeVisible();
    await expect(tenantPage.getByText(/^50674 Köln/)).toBeVisible();
    await expect(tenantPage.getByText(STREET)).toHaveCount(0);
    await screenshots(tenantPage, 'viewings-hidden-address');
  });

  await test.step('the landlord opens the viewings from My Properties and adds two slots', async () => {
    await landlordPage.goto('/properties-list');
    await landlordPage.getByRole('link', { name: `Besichtigungen: ${TITLE}` }).click();
    await expect(landlordPage).toHaveURL(`/properties/${propertyId}/viewings`);
    await addSlot(landlordPage, {
      date: day.iso,
      start: '17:00',
      end: '17:30',
      capacity: '1',
      note: 'Bei Becker klingeln',
    });
    await addSlot(landlordPage, { date: day.iso, start: '18:00', end: '18:30', capacity: '3', note: 'Hoftür links' });
    await expect(landlordSlot(landlordPage, day.title, FIRST)).toContainText('0 von 1 gebucht');
    await expect(landlordSlot(landlordPage, day.title, SECOND)).toContainText('0 von 3 gebucht');
  });

  await test.step('the landlord invites the tenant from the conversation about the listing', async () => {
    await landlordPage.goto(threadPath);
    await expect(landlordPage.getByText('ich würde die Wohnung gern besichtigen')).toBeVisible();
    await landlordPage.getByRole('button', { name: 'Zur Besichtigung einladen' }).click();
    const dialog = landlordPage.getByRole('dialog', { name: 'Zur Besichtigung einladen' });
    await expect(dialog).toContainText('2 freie Termine stehen zur Wahl.');
    await dialog.getByRole('textbox', { name: 'Nachricht (optional)' }).fill('Gern, wählen Sie einen Termin.');
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(toast(landlordPage, 'Einladung gesendet')).toBeVisible();
    await expect(landlordPage.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the tenant books the first slot from the invitation card in the thread', async () => {
    await tenantPage.goto(threadPath);
    const log = tenantPage.getByRole('log', { name: 'Nachrichten' });
    await expect(log.getByText('Einladung zur Besichtigung')).toBeVisible();
    await log.getByRole('link', { name: 'Termin wählen' }).click();
    await expect(tenantPage).toHaveURL(`/properties/${propertyId}/book-viewing`);
    await expect(tenantPage.getByRole('heading', { level: 1, name: 'Besichtigung buchen' })).toBeVisible();
    await expect(tenantPage.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    const bookedAt = Date.now();
    await tenantSlot(tenantPage, FIRST).getByRole('button', { name: 'Buchen' }).click();
    await expect(toast(tenantPage, 'Besichtigung gebucht')).toBeVisible();
    await expect(tenantSlot(tenantPage, FIRST)).toContainText('Dein Termin');
    await screenshots(tenantPage, 'viewings-booked');

    // The confirmation mail carries the invitation file, in Berlin time.
    const { attachment } = await waitForAttachment(
      tenant.account.email,
      (a) => a.content.includes('METHOD:REQUEST'),
      bookedAt,
    );
    expect(attachment.contentType).toMatch(/^text\/calendar/);
    expect(attachment.content).toContain(`DTSTART;TZID=Europe/Berlin:${day.compact}T170000`);
    expect(attachment.content).toContain(`DTEND;TZID=Europe/Berlin:${day.compact}T173000`);
    expect(attachment.content).toContain('BEGIN:VTIMEZONE');
    expect(attachment.content).toContain('Rathenauplatz 1');
    uid = /^UID:(.+)$/m.exec(attachment.content)?.[1]?.trim() ?? '';
    expect(uid).not.toBe('');
  });

  await test.step('the thread shows the booking as a card to the landlord', async () => {
    await landlordPage.goto(threadPath);
    const log = landlordPage.getByRole('log', { name: 'Nachrichten' });
    await expect(log.getByText('Besichtigung gebucht')).toBeVisible();
    await expect(log.getByText(new RegExp(FIRST))).toBeVisible();
    await screenshots(landlordPage, 'viewings-thread');
  });

  await test.step('both see the viewing in "Meine Besichtigungen"', async () => {
    await tenantPage.goto('/my-viewings');
    const mine = viewingsList(tenantPage).getByRole('listitem').filter({ hasText: TITLE });
    await expect(mine).toContainText(FIRST);
    await expect(mine).toContainText(STREET);
    await expect(mine).toContainText('Bei Becker klingeln');
    await expect(mine).toContainText('Vermieter: Jonas Becker');

    await landlordPage.goto('/my-viewings');
    const theirs = viewingsList(landlordPage).getByRole('listitem').filter({ hasText: TITLE });
    await expect(theirs).toContainText(FIRST);
    await expect(theirs).toContainText('Mieter: Mara Schneider');
  });

  await test.step('with a booking, the tenant sees the street on the details', async () => {
    await tenantPage.goto(`/property-details/${propertyId}`);
    await expect(tenantPage.getByText(`${STREET}, 50674 Köln`)).toBeVisible();
    await expect(tenantPage.getByText('Die genaue Adresse siehst du nach der Buchung einer Besichtigung')).toHaveCount(
      0,
    );
  });

  await test.step('the tenant moves to the other slot', async () => {
    await tenantPage.goto(`/properties/${propertyId}/book-viewing`);
    await tenantSlot(tenantPage, SECOND).getByRole('button', { name: 'Auf diesen Termin verschieben' }).click();
    await expect(toast(tenantPage, 'Besichtigung verschoben')).toBeVisible();
    await expect(tenantSlot(tenantPage, SECOND)).toContainText('Dein Termin');

    await landlordPage.goto(`/properties/${propertyId}/viewings`);
    await expect(landlordSlot(landlordPage, day.title, FIRST)).toContainText('0 von 1 gebucht');
    await expect(landlordSlot(landlordPage, day.title, SECOND)).toContainText('1 von 3 gebucht');
    await expect(landlordSlot(landlordPage, day.title, SECOND)).toContainText('Mara Schneider');
  });

  await test.step('the landlord cancels that slot with a reason; the tenant is told live', async () => {
    // What is sent before the tenant's page has its live connection is not replayed: wait for it.
    const live = liveConnection(tenantPage);
    await tenantPage.goto('/my-viewings');
    await live;
    const upcoming = viewingsList(tenantPage).getByRole('listitem').filter({ hasText: TITLE });
    await expect(upcoming).toContainText(SECOND);

    await landlordSlot(landlordPage, day.title, SECOND).getByRole('button', { name: 'Termin absagen' }).click();
    const dialog = landlordPage.getByRole('dialog', { name: 'Termin absagen?' });
    await dialog.getByRole('textbox', { name: 'Grund' }).fill('Wasserschaden im Treppenhaus');
    const cancelledAt = Date.now();
    await dialog.getByRole('button', { name: 'Termin absagen' }).click();
    await expect(toast(landlordPage, 'Termin abgesagt')).toBeVisible();

    // No reload on the tenant's side: the toast and the list come through the live connection.
    await expect(toast(tenantPage, 'Besichtigung abgesagt: Wasserschaden im Treppenhaus')).toBeVisible();
    await expect(tenantPage.getByText('Keine anstehenden Besichtigungen')).toBeVisible();
    await expect(viewingsList(tenantPage)).toHaveCount(0);
    await tenantPage.getByRole('tab', { name: 'Vergangen' }).click();
    const past = viewingsList(tenantPage).getByRole('listitem').filter({ hasText: TITLE });
    await expect(past).toContainText('Abgesagt');
    await expect(past).toContainText('Grund: Wasserschaden im Treppenhaus');

    // The cancellation mail withdraws the same calendar entry (same UID, CANCEL).
    const { attachment } = await waitForAttachment(
      tenant.account.email,
      (a) => a.content.includes('METHOD:CANCEL'),
      cancelledAt,
    );
    expect(attachment.content).toContain(`UID:${uid}`);
    expect(attachment.content).toContain(`DTSTART;TZID=Europe/Berlin:${day.compact}T180000`);
  });

  await tenantPage.context().close();
  await landlordPage.context().close();
});
