/*
 * Trust and safety (issue 12), in German, with several people in browsers of their own:
 * 1. a tenant reports a listing as scam; the admin removes it with a statement of reasons; the landlord
 *    reads it live on the open profile and by mail, sees the listing marked removed while the tenant no
 *    longer finds it, complains, and the admin reverses: the listing is back and both hear of it by mail;
 * 2. a visitor without an account reports through /report (footer link); the report arrives live in the
 *    admin's open queue, marked anonymous and without the visitor's name or address;
 * 3. a landlord asks for the deposit by Western Union: the tenant's open thread shows the safety banner
 *    live, the landlord sees none, and the admin queue shows the message as an automatic signal.
 *
 * Accounts, listings and threads are set up through the API; every step of the journeys goes through the
 * pages. Each test makes its own accounts and finds its own items by a tag in their titles. Live steps
 * first wait for the browser's socket to be up, then for what the person sees; nothing sleeps.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createActiveAccount } from './support/accounts';
import { waitForMail } from './support/mail';
import { toast } from './support/ui';
import { createListing } from './support/marketplace';
import {
  adminBrowser,
  liveConnection,
  openThread,
  queueItem,
  sendReport,
  signedIn,
  uniqueTag,
} from './support/moderation';

const REPORT_REF = /MM-[0-9A-Z]{4}-[0-9A-Z]{4}/;
/** The reason's label in the report form. */
const SCAM = 'Betrug oder Fake-Inserat';
const SAFETY_BANNER = /Zahle nie, bevor du die Wohnung gesehen/;

/** A queue card tells how many reports there are and with which reasons (badge "reason · count"). */
async function expectOneScamReport(card: Locator) {
  await expect(card.getByRole('heading', { name: '1 Meldung', exact: true })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Gründe' }).getByRole('listitem')).toHaveText([/^Betrug\s*· 1$/]);
}

/** The admin decides an open queue item: action, ground with its detail, statement of facts. */
async function decide(
  page: Page,
  title: string,
  o: { action: RegExp; confirm: string; ground: RegExp; detail: string; statement: string },
) {
  await queueItem(page, title).getByRole('button', { name: 'Entscheiden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Über die Meldung entscheiden' });
  await dialog.getByRole('radio', { name: o.action }).check();
  await dialog.getByRole('radio', { name: o.ground }).check();
  await dialog.getByRole('textbox', { name: 'Klausel der Nutzungsbedingungen' }).fill(o.detail);
  await dialog.getByRole('textbox', { name: 'Sachverhalt' }).fill(o.statement);
  await dialog.getByRole('button', { name: o.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a tenant reports a listing as scam; the admin removes it with reasons; the landlord complains and the admin reverses it', async ({
  browser,
  request,
}) => {
  const tag = uniqueTag();
  const title = `Altbauwohnung am Stadtgarten ${tag}`;
  const [landlord, tenant] = await Promise.all([
    createActiveAccount(request, 'contractor', { firstName: 'Jonas', lastName: `Becker${tag}` }),
    createActiveAccount(request, 'client', { firstName: 'Mara', lastName: `Schneider${tag}` }),
  ]);
  const propertyId = await createListing(request, landlord.session, title);
  const detailsPath = `/property-details/${propertyId}`;
  const statement = `Das Inserat ${tag} verlangt die Kaution vor jeder Besichtigung; die Adresse existiert nicht.`;
  const reversal = `Der Vermieter hat Eigentum und Besichtigungstermine nachgewiesen (${tag}).`;

  const tenantPage = await signedIn(browser, tenant.session);
  let reference = '';
  await test.step('the tenant reports the listing as scam from its details and gets the reference by mail', async () => {
    await tenantPage.goto(detailsPath);
    await expect(tenantPage.getByRole('heading', { name: title })).toBeVisible();
    await tenantPage.getByRole('button', { name: 'Inserat melden' }).click();
    const dialog = tenantPage.getByRole('dialog', { name: 'Inserat melden' });
    reference = await sendReport(dialog, {
      reason: SCAM,
      explanation: 'Der Vermieter will die Kaution per Überweisung, bevor ich die Wohnung sehen darf.',
    });
    expect(reference).toMatch(REPORT_REF);
    await waitForMail(tenant.account.email, [reference]);
  });

  // The landlord has the profile open: the decision arrives there live.
  const landlordPage = await signedIn(browser, landlord.session);
  const section = landlordPage.getByRole('region', { name: 'Moderationsentscheidungen' });
  const live = liveConnection(landlordPage);
  await landlordPage.goto('/profile-view');
  await live;
  await expect(section.getByText('Keine Entscheidungen')).toBeVisible();

  const adminPage = await adminBrowser(browser, request);
  await test.step('the admin sees the item with one report and its reason, and removes it under the terms', async () => {
    await adminPage.goto('/moderation');
    const item = queueItem(adminPage, title);
    await expectOneScamReport(item);
    await decide(adminPage, title, {
      action: /^Inhalt entfernen/,
      confirm: 'Inhalt entfernen',
      ground: /^Nutzungsbedingungen/,
      detail: 'Nr. 5.2 AGB (Vorauszahlung vor Besichtigung)',
      statement,
    });
    await expect(toast(adminPage, 'Inhalt entfernt')).toBeVisible();
    await expect(queueItem(adminPage, title)).toHaveCount(0);
  });

  await test.step('the landlord sees the statement of reasons on the profile without reloading, and gets it by mail', async () => {
    const entry = section.getByRole('article', { name: `Inserat: ${title}` });
    await expect(entry).toContainText(statement);
    await expect(entry).toContainText('Klausel Nr. 5.2 AGB (Vorauszahlung vor Besichtigung) der Nutzungsbedingungen');
    const mail = await waitForMail(landlord.account.email, [statement]);
    expect(mail).toContain(title);
    expect(mail).toContain('Nr. 5.2 AGB');
    // The reporter learns the outcome, not the facts about the other member.
    const outcome = await waitForMail(tenant.account.email, [`über deine Meldung ${reference} entschieden`]);
    expect(outcome).not.toContain(statement);
  });

  await test.step('the listing stays visible to the landlord, marked removed; for the tenant it is gone, with the outcome on the profile', async () => {
    await landlordPage.goto(detailsPath);
    await expect(landlordPage.getByRole('heading', { name: title })).toBeVisible();
    await expect(landlordPage.getByText('Von der Moderation entfernt')).toBeVisible();
    await tenantPage.goto(detailsPath);
    await expect(tenantPage.getByRole('heading', { name: 'Immobilie nicht gefunden' })).toBeVisible();
    // The tenant reads the outcome of the report on the profile: action and ground, not the facts.
    await tenantPage.goto('/profile-view');
    const outcome = tenantPage
      .getByRole('region', { name: 'Moderationsentscheidungen' })
      .getByRole('article', { name: `Ergebnis deiner Meldung ${reference}` });
    await expect(outcome).toContainText(`Inserat: ${title}`);
    await expect(outcome).toContainText('Entfernt');
    await expect(outcome).not.toContainText(statement);
  });

  await test.step('the landlord complains with an explanation', async () => {
    await landlordPage.goto('/profile-view');
    await section.getByRole('button', { name: `Beschwerde einlegen: Inserat: ${title}` }).click();
    const dialog = landlordPage.getByRole('dialog', { name: 'Beschwerde einlegen' });
    await dialog
      .getByRole('textbox', { name: 'Begründung' })
      .fill('Die Wohnung gehört mir, Besichtigungen sind jederzeit möglich; eine Vorauszahlung verlange ich nicht.');
    await dialog.getByRole('button', { name: 'Beschwerde senden' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole('button', { name: /^Beschwerde einlegen/ })).toHaveCount(0);
    await expect(section.getByText(/^Beschwerde vom .+ – wird geprüft$/)).toBeVisible();
  });

  await test.step('the admin reverses the decision in the complaints queue', async () => {
    await adminPage.goto('/moderation/complaints');
    const item = queueItem(adminPage, title);
    await expect(item).toContainText('eine Vorauszahlung verlange ich nicht');
    await expect(item).toContainText('Vom Inhaber');
    await item.getByRole('button', { name: 'Entscheiden' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Über die Beschwerde entscheiden' });
    await dialog.getByRole('radio', { name: /^Aufheben/ }).check();
    await dialog.getByRole('textbox', { name: 'Sachverhalt' }).fill(reversal);
    await dialog.getByRole('button', { name: 'Entscheidung aufheben', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(adminPage, 'Entscheidung aufgehoben')).toBeVisible();
    await expect(queueItem(adminPage, title)).toHaveCount(0);
  });

  await test.step('the listing is back for the tenant, and both get the reversal by mail', async () => {
    await tenantPage.goto(detailsPath);
    await expect(tenantPage.getByRole('heading', { name: title })).toBeVisible();
    await landlordPage.goto(detailsPath);
    await expect(landlordPage.getByRole('heading', { name: title })).toBeVisible();
    await expect(landlordPage.getByText('Von der Moderation entfernt')).toHaveCount(0);
    await landlordPage.goto('/profile-view');
    const entry = landlordPage
      .getByRole('region', { name: 'Moderationsentscheidungen' })
      .getByRole('article', { name: `Inserat: ${title}` });
    await expect(entry).toContainText('Beschwerde erfolgreich: Die Entscheidung wurde aufgehoben.');
    await expect(entry).toContainText(reversal);
    const owner = await waitForMail(landlord.account.email, [reversal]);
    expect(owner).toContain(title);
    // The reporter hears that the restriction is lifted; the reasons concern the other member.
    const reporter = await waitForMail(tenant.account.email, [title, 'Die Einschränkung ist aufgehoben.']);
    expect(reporter).not.toContain(reversal);
  });

  for (const page of [tenantPage, adminPage, landlordPage]) await page.context().close();
});

test('a visitor without an account reports a listing through /report; the admin sees it arrive, marked anonymous', async ({
  browser,
  page,
  request,
}) => {
  const tag = uniqueTag();
  const title = `Dachgeschosswohnung am Aachener Weiher ${tag}`;
  const landlord = await createActiveAccount(request, 'contractor');
  const propertyId = await createListing(request, landlord.session, title);
  const email = `besucher-${tag.toLowerCase()}@e2e.test`;

  // The admin has the queue open already; the report arrives there live.
  const adminPage = await adminBrowser(browser, request);
  const live = liveConnection(adminPage);
  const queue = adminPage.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/reports' && r.ok());
  await adminPage.goto('/moderation');
  await Promise.all([live, queue]);
  await expect(adminPage.getByRole('tab', { name: 'Offen', selected: true })).toBeVisible();
  await expect(queueItem(adminPage, title)).toHaveCount(0);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Inhalt melden' }).click();
  await expect(page).toHaveURL(/\/report$/);
  const form = page.getByRole('main');
  const reference = await sendReport(
    form,
    { reason: SCAM, explanation: 'Die Anzeige verlangt Geld per Western Union vor der Besichtigung.' },
    async () => {
      await form
        .getByRole('textbox', { name: 'Adresse (URL) des Inhalts' })
        .fill(`${new URL(page.url()).origin}/property-details/${propertyId}`);
      await form.getByRole('textbox', { name: 'Dein Name' }).fill('Erika Muster');
      await form.getByRole('textbox', { name: 'Deine E-Mail-Adresse' }).fill(email);
    },
  );
  await waitForMail(email, [reference]);

  const item = queueItem(adminPage, title);
  await expectOneScamReport(item);
  await expect(item.getByText('Anonym', { exact: true })).toBeVisible();
  await expect(item).toContainText(reference);
  await expect(item).not.toContainText('Erika Muster');
  await expect(item).not.toContainText(email);
  await adminPage.context().close();
});

test('a landlord asks for the deposit by Western Union: the tenant with the thread open sees the safety banner live', async ({
  browser,
  request,
}) => {
  const tag = uniqueTag();
  const [landlord, tenant] = await Promise.all([
    createActiveAccount(request, 'contractor', { firstName: 'Jonas', lastName: `Becker${tag}` }),
    createActiveAccount(request, 'client', { firstName: 'Mara', lastName: 'Schneider' }),
  ]);
  const threadPath = await openThread(
    request,
    landlord.session,
    tenant.session,
    'Guten Tag Frau Schneider, meine Wohnung in Köln passt zu Ihrem Gesuch.',
  );
  const tenantPage = await signedIn(browser, tenant.session);
  const landlordPage = await signedIn(browser, landlord.session);
  const log = (page: Page) => page.getByRole('log', { name: 'Nachrichten' });

  const live = liveConnection(tenantPage);
  await tenantPage.goto(threadPath);
  await expect(log(tenantPage).getByText('passt zu Ihrem Gesuch')).toBeVisible();
  await live;
  await expect(tenantPage.getByText(SAFETY_BANNER)).toHaveCount(0);

  await landlordPage.goto(threadPath);
  const box = landlordPage.getByRole('textbox', { name: 'Deine Nachricht' });
  const text = `Bitte überweise die Kaution vorab per Western Union, dann schicke ich den Schlüssel (Wohnung ${tag}).`;
  await box.fill(text);
  await box.press('Enter');
  await expect(log(landlordPage).getByText(text)).toBeVisible();

  // The tenant's page is not reloaded: the message and the banner arrive over the socket.
  await expect(log(tenantPage).getByText(text)).toBeVisible();
  await expect(tenantPage.getByRole('alert').filter({ hasText: SAFETY_BANNER })).toBeVisible();
  await expect(landlordPage.getByText(SAFETY_BANNER)).toHaveCount(0);

  await test.step('the message counts as an automatic signal on the landlord in the admin queue', async () => {
    const adminPage = await adminBrowser(browser, request);
    await adminPage.goto('/moderation');
    const item = adminPage.getByRole('article').filter({ hasText: `Wohnung ${tag}` });
    await expect(item).toContainText('Nachricht');
    await expect(item).toContainText(`Jonas Becker${tag}`);
    await expect(item.getByRole('group', { name: 'Automatisch erkannt' })).toContainText(
      'Zahlung außerhalb der Plattform',
    );
    await expect(item.getByText('Automatisch', { exact: true })).toBeVisible();
    await adminPage.context().close();
  });

  await tenantPage.context().close();
  await landlordPage.context().close();
});
