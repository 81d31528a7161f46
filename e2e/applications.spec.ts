/*
 * Applications, in three browsers at once (German UI): a tenant applies from the listing's details and the
 * landlord, with the pipeline open, sees the application arrive without reloading. Two more tenants apply.
 * The landlord shortlists the first, invites them to the listing's viewing slot and declines all others with
 * one click: the first tenant's open "Meine Bewerbungen" follows each step live, the others get the kind
 * default answer by mail and live. Then an application nobody answers expires after 7 days (server test
 * clock) with its notice.
 *
 * Screenshots of the apply dialog, the pipeline and the tenant's list (1280 and 375 px, light and dark) go to
 * test-results/screens/.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createActiveAccount, type Session } from './support/accounts';
import { DAY_MS, advanceServerClock, withServerClock } from './support/clock';
import { waitForMessage } from './support/mail';
import { createListing, createTenantRequest } from './support/marketplace';
import { liveConnection, signedIn } from './support/moderation';
import { screenshots } from './support/screens';
import { toast } from './support/ui';

const auth = (session: Session) => ({ Authorization: `Bearer ${session.access_token}` });
const DECLINE_DEFAULT = 'Leider haben wir uns diesmal für andere Bewerber entschieden.';

async function tenantWithRequest(request: APIRequestContext, firstName: string, lastName: string) {
  const { account, session } = await createActiveAccount(request, 'client', { firstName, lastName });
  const requestId = await createTenantRequest(request, session, { firstName, lastName });
  return { account, session, requestId, name: `${firstName} ${lastName}` };
}

async function applyViaApi(
  request: APIRequestContext,
  tenant: { session: Session; requestId: string },
  propertyId: string,
) {
  const res = await request.post('/api/applications', {
    headers: auth(tenant.session),
    data: { propertyId, requestId: tenant.requestId },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A viewing slot of the listing two days ahead, so that an invitation has something to book. */
async function addSlot(request: APIRequestContext, landlord: Session, propertyId: string) {
  const start = Math.floor(Date.now() / 3_600_000 + 48) * 3_600_000;
  const res = await request.post(`/api/properties/${propertyId}/viewing-slots`, {
    headers: auth(landlord),
    data: { startsAt: new Date(start).toISOString(), endsAt: new Date(start + 1_800_000).toISOString(), capacity: 2 },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** One applicant's card in the landlord's pipeline, by the applicant's name. */
function applicant(page: Page, name: string) {
  return page.getByRole('listitem').filter({ hasText: name });
}

/** One application in the tenant's "Meine Bewerbungen", by the listing's title. */
function myApplication(page: Page, title: string) {
  return page.getByRole('listitem').filter({ hasText: title });
}

test('a tenant applies, the landlord sees it live, shortlists, invites to a viewing and declines all others; each tenant is answered live and by mail', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Altbau mit Balkon ${Date.now().toString(36)}`;
  const { session: landlord } = await createActiveAccount(request, 'contractor', { firstName: 'Volker' });
  const propertyId = await createListing(request, landlord, title);
  await addSlot(request, landlord, propertyId);
  const first = await tenantWithRequest(request, 'Mara', 'Schneider');
  const second = await tenantWithRequest(request, 'Ben', 'Vogel');
  const third = await tenantWithRequest(request, 'Clara', 'Hahn');

  const landlordPage = await signedIn(browser, landlord);
  const landlordLive = liveConnection(landlordPage);
  await landlordPage.goto(`/property-applications/${propertyId}`);
  await landlordLive;
  await expect(landlordPage.getByText('Keine Bewerbungen', { exact: false })).toBeVisible();

  // The first tenant applies from the listing's details.
  const tenantPage = await signedIn(browser, first.session);
  await tenantPage.goto(`/property-details/${propertyId}`);
  await tenantPage.getByRole('button', { name: 'Jetzt bewerben' }).click();
  const dialog = tenantPage.getByRole('dialog', { name: 'Auf diese Wohnung bewerben' });
  await dialog.getByRole('radio').first().check();
  await dialog.getByLabel('Nachricht an den Vermieter (optional)').fill('Ich arbeite in Köln und suche langfristig.');
  await screenshots(tenantPage, 'application-apply-dialog');
  await dialog.getByRole('button', { name: 'Bewerbung senden' }).click();
  await expect(toast(tenantPage, 'Bewerbung gesendet.').first()).toBeVisible();

  // The landlord's open pipeline shows the applicant without a reload.
  await expect(applicant(landlordPage, first.name)).toBeVisible();
  await applyViaApi(request, second, propertyId);
  await applyViaApi(request, third, propertyId);
  await expect(applicant(landlordPage, second.name)).toBeVisible();
  await expect(applicant(landlordPage, third.name)).toBeVisible();
  await screenshots(landlordPage, 'application-pipeline');

  // The first tenant watches their list while the landlord answers.
  const tenantLive = liveConnection(tenantPage);
  await tenantPage.goto('/my-applications');
  await tenantLive;
  const mine = myApplication(tenantPage, title);
  await expect(mine.getByText('Neu', { exact: true })).toBeVisible();

  await applicant(landlordPage, first.name).getByRole('button', { name: 'Engere Auswahl' }).click();
  await expect(toast(landlordPage, `${first.name} ist in der engeren Auswahl.`).first()).toBeVisible();
  await expect(mine.getByText('Engere Auswahl', { exact: true })).toBeVisible();
  await waitForMessage(first.account.email, [title, 'in die engere Auswahl']);

  await landlordPage.getByRole('tab', { name: /Engere Auswahl/ }).click();
  await applicant(landlordPage, first.name).getByRole('button', { name: 'Zur Besichtigung einladen' }).click();
  await expect(toast(landlordPage, `${first.name} ist zur Besichtigung eingeladen.`).first()).toBeVisible();
  await expect(mine.getByText('Zur Besichtigung eingeladen', { exact: true })).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Besichtigungstermin wählen' })).toBeVisible();
  await screenshots(tenantPage, 'application-mine');

  // "Decline all others": the two others get the default answer, by mail and in their open list.
  const secondPage = await signedIn(browser, second.session);
  const secondLive = liveConnection(secondPage);
  await secondPage.goto('/my-applications');
  await secondLive;
  await landlordPage.getByRole('tab', { name: /Zur Besichtigung eingeladen/ }).click();
  await applicant(landlordPage, first.name).getByRole('button', { name: 'Allen anderen absagen' }).click();
  const confirm = landlordPage.getByRole('alertdialog').or(landlordPage.getByRole('dialog'));
  await expect(confirm.getByText('2 weitere offene Bewerbungen werden abgesagt')).toBeVisible();
  await confirm
    .getByRole('button', { name: /absagen/i })
    .last()
    .click();
  await expect(toast(landlordPage, '2 Bewerbungen abgesagt.').first()).toBeVisible();
  await expect(myApplication(secondPage, title).getByText('Abgesagt', { exact: true })).toBeVisible();
  await expect(myApplication(secondPage, title).getByText(DECLINE_DEFAULT, { exact: false })).toBeVisible();
  for (const declined of [second, third]) await waitForMessage(declined.account.email, [title, DECLINE_DEFAULT]);
  await expect(mine.getByText('Zur Besichtigung eingeladen', { exact: true })).toBeVisible();
});

test('an application the landlord leaves unanswered expires after 7 days with a kind notice', async ({ request }) => {
  const title = `Dachgeschoss ohne Antwort ${Date.now().toString(36)}`;
  const { session: landlord } = await createActiveAccount(request, 'contractor');
  const propertyId = await createListing(request, landlord, title);
  const tenant = await tenantWithRequest(request, 'Dana', 'Wolf');
  await applyViaApi(request, tenant, propertyId);

  await withServerClock(request, async () => {
    await advanceServerClock(request, 8 * DAY_MS);
    await waitForMessage(tenant.account.email, [title, 'nicht innerhalb von 7 Tagen reagiert']);
    // Signed in again at the server's new time: the list says so too.
    const login = await request.post('/api/auth/login', {
      data: { email: tenant.account.email, password: tenant.account.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const session = (await login.json()) as Session;
    const list = await request.get('/api/applications', { headers: auth(session) });
    expect(((await list.json()) as { items: { status: string }[] }).items.map((a) => a.status)).toEqual(['expired']);
  });
});
