/*
 * A tenant's data in stages, in two browsers (German UI): a landlord browsing sees "Mia S." without any
 * contact data; once the tenant applies, her name, email and phone; once she says "Ich möchte die Wohnung
 * mieten" on her list of applications, her payslip, which the landlord downloads as a copy stamped with
 * the landlord's name; and the tenant finds that download in "Wer hat meine Unterlagen gesehen".
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { createActiveAccount, type Session } from './support/accounts';
import { createListing } from './support/marketplace';
import { signedIn } from './support/moderation';

const auth = (session: Session) => ({ Authorization: `Bearer ${session.access_token}` });

/** A one-page PDF made with pdf-lib: the payslip the tenant uploads. */
async function payslip() {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText('Gehaltsnachweis Mia Sommer', { x: 72, y: 770, size: 18 });
  return Buffer.from(await doc.save());
}

/** Every text a PDF's content streams show (`(…) Tj` and `<…> Tj`), read as WinAnsi. */
async function shownTexts(pdf: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const lines: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const m of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      lines.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
    for (const m of content.matchAll(/\(([^)]*)\)\s*Tj/g)) lines.push(m[1]!);
  }
  return lines;
}

test('a landlord sees “Mia S.”, contact data once she applies, her payslip once she wants the flat; she sees who opened it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Altbau am Kanal ${Date.now().toString(36)}`;
  const { session: landlord } = await createActiveAccount(request, 'contractor', {
    firstName: 'Volker',
    lastName: 'Vermieter',
  });
  const landlordName = 'Volker Vermieter';
  const propertyId = await createListing(request, landlord, title);
  const { session: tenant } = await createActiveAccount(request, 'client', { firstName: 'Mia', lastName: 'Sommer' });
  const created = await request.post('/api/tenant/create-tenant-request', {
    headers: auth(tenant),
    multipart: {
      firstName: 'Mia',
      lastName: 'Sommer',
      email: 'mia.sommer@e2e.test',
      telephone: '+49 221 555 0101',
      nationality: 'italienisch',
      profession: 'Ärztin',
      employer: 'Uniklinik Köln',
      incomeBand: '3500to5000',
      targetCity: 'Köln',
      targetPostalCode: '50667',
      maxPrice: '1200',
      requiredRooms: '3',
      consent: 'true',
      documentTitles: 'Gehaltsnachweis',
      documentKinds: 'income',
      documents: { name: 'gehalt.pdf', mimeType: 'application/pdf', buffer: await payslip() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const requestId = ((await created.json()) as { id: string }).id;

  const landlordPage = await signedIn(browser, landlord);
  const tenantPage = await signedIn(browser, tenant);

  await test.step('browsing, the landlord sees “Mia S.” and no contact data', async () => {
    await landlordPage.goto(`/tenant-request-details/${requestId}`);
    await expect(landlordPage.getByRole('heading', { level: 2, name: 'Mia S.' })).toBeVisible();
    await expect(landlordPage.getByText('Stufe: Stöbern')).toBeVisible();
    await expect(landlordPage.getByText('Kontaktdaten nach Bewerbung oder Nachricht')).toBeVisible();
    await expect(landlordPage.getByText('mia.sommer@e2e.test')).toHaveCount(0);
    await expect(landlordPage.getByText('italienisch')).toHaveCount(0);
    await expect(landlordPage.getByText('Uniklinik Köln')).toHaveCount(0);
  });

  await test.step('the tenant applies: the landlord sees her name, email and phone', async () => {
    const applied = await request.post('/api/applications', {
      headers: auth(tenant),
      data: { propertyId, requestId },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    await landlordPage.reload();
    await expect(landlordPage.getByRole('heading', { level: 2, name: 'Mia Sommer' })).toBeVisible();
    await expect(landlordPage.getByText('Stufe: Kontakt')).toBeVisible();
    await expect(landlordPage.getByRole('link', { name: 'mia.sommer@e2e.test' })).toBeVisible();
    await expect(landlordPage.getByText('Uniklinik Köln')).toHaveCount(0);
    await expect(landlordPage.getByRole('button', { name: 'Gehaltsnachweis herunterladen' })).toHaveCount(0);
  });

  await test.step('the tenant says she wants the flat on her list of applications', async () => {
    await tenantPage.goto('/my-applications');
    const item = tenantPage.getByRole('listitem').filter({ hasText: title });
    await item.getByRole('button', { name: 'Ich möchte die Wohnung mieten' }).click();
    await expect(
      item.getByText('Interesse bestätigt – der Vermieter sieht jetzt Beruf, Einkommen und Nachweise'),
    ).toBeVisible();
  });

  await test.step('the landlord opens the payslip: a copy stamped with the landlord’s name', async () => {
    await landlordPage.reload();
    await expect(landlordPage.getByText('Stufe: Interesse')).toBeVisible();
    await expect(landlordPage.getByText('Uniklinik Köln')).toBeVisible();
    await expect(landlordPage.getByText('italienisch')).toHaveCount(0);
    const download = landlordPage.waitForEvent('download');
    await landlordPage.getByRole('button', { name: 'Gehaltsnachweis herunterladen' }).click();
    const copy = await readFile((await (await download).path())!);
    const shown = await shownTexts(copy);
    expect(shown).toContain('Gehaltsnachweis Mia Sommer');
    expect(shown.some((line) => line.startsWith(`Nur für ${landlordName} · Mietmatch · `))).toBe(true);
  });

  await test.step('the tenant sees who opened which document', async () => {
    await tenantPage.goto('/profile-view');
    const log = tenantPage.getByRole('region', { name: 'Wer hat meine Unterlagen gesehen' });
    await expect(log.getByText(landlordName)).toBeVisible();
    await expect(log.getByText('Gehaltsnachweis')).toBeVisible();
  });
});
