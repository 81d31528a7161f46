/*
 * The marketplace in German, two people in two browsers at once: a landlord lists a property with a
 * photo; a tenant publishes a request with a PDF, finds the property in the city, keeps it as a
 * favourite and looks at the landlord's profile; the landlord finds the request, sees its documents
 * are private and asks for access; the tenant approves, the landlord downloads the PDF (a copy stamped
 * with their name); the tenant removes access again, and from then on the page says so and the file's
 * address answers no more.
 *
 * Accounts are set up through the API (sign-up, the real verification mail, the free plan); every
 * marketplace step goes through the pages. The city (Bamberg) and the titles are this file's own, so
 * the journey finds its data among other specs' listings.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { createActiveAccount, pageAccessToken, useSession, type Session } from './support/accounts';
import { SCHEMES, showAs } from './support/appearance';
import { toast } from './support/ui';

const CITY = 'Bamberg';
const POSTAL_CODE = '96047';

/** A small but complete PDF (header, one page, xref, trailer): the API checks documents by content. */
function samplePdf(text: string) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 72 770 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 72 770 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Every line of text a PDF's content streams show (`(…) Tj` and `<…> Tj`), read as WinAnsi. */
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

/** A landscape photo stand-in: a real JPEG with a gradient, so the gallery has something to show. */
function livingRoomJpeg() {
  const width = 960;
  const height = 640;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = 200 - Math.round((y / height) * 80);
      pixels[i + 1] = 170 - Math.round((x / width) * 40);
      pixels[i + 2] = 120 + Math.round((y / height) * 60);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A browser of its own for one person, signed in with the session the API gave. */
async function signedIn(browser: Browser, session: Session) {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await useSession(page, session);
  return page;
}

/** Picks a place in an area or address combobox: types, waits for the option, takes it. */
async function choosePlace(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label }).first();
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

const shotDir = () => path.join(test.info().project.outputDir, 'screens');

/** /user-profile at desktop and phone width, light and dark (the theme follows the system). */
async function shootProfile(page: Page, name: string) {
  await mkdir(shotDir(), { recursive: true });
  // No hover state and no toast from the step before in the pictures.
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  for (const viewport of [
    { label: 'desktop', width: 1280, height: 900 },
    { label: 'phone', width: 375, height: 812 },
  ]) {
    for (const scheme of SCHEMES) {
      await showAs(page, viewport, scheme);
      await page.waitForFunction(
        () => document.fonts.status === 'loaded' && [...document.images].every((img) => img.complete),
      );
      await page.screenshot({
        path: path.join(shotDir(), `${name}-${viewport.label}-${scheme}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('marketplace: listing, request with a document, search, favourite, profile and document access', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const title = 'Altbauwohnung am Domberg';
  const documentTitle = 'Einkommensnachweis';
  const pdf = samplePdf('Einkommensnachweis Mara');

  const landlordSetup = await createActiveAccount(
    request,
    'contractor',
    { firstName: 'Jonas', lastName: 'Becker' },
    { telephone: '+49 951 123456', profession: 'Architekt', nationality: 'deutsch', relationshipStatus: 'Married' },
  );
  const tenantSetup = await createActiveAccount(
    request,
    'client',
    { firstName: 'Mara', lastName: 'Schneider' },
    { telephone: '+49 170 7654321', profession: 'Lehrerin', nationality: 'italienisch' },
  );
  const landlordName = 'Jonas Becker';
  const browsedName = 'Mara S.';
  const landlord = await signedIn(browser, landlordSetup.session);
  const tenant = await signedIn(browser, tenantSetup.session);
  let propertyId = '';
  let requestId = '';

  await test.step('the landlord lists a property with a photo', async () => {
    await landlord.goto('/add-property');
    await expect(landlord.getByRole('textbox', { name: 'Telefonnummer' })).toBeVisible();
    await landlord.getByRole('textbox', { name: 'Telefonnummer' }).fill('+49 951 123456');
    await landlord.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
    await choosePlace(landlord, 'PLZ und Ort', POSTAL_CODE, new RegExp(`${POSTAL_CODE}.*${CITY}`));
    await landlord.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Domplatz 5');
    await landlord.getByRole('spinbutton', { name: 'Zimmer', exact: true }).fill('3');
    await landlord.getByRole('spinbutton', { name: 'Kaltmiete (€)' }).fill('850');
    await landlord.getByRole('spinbutton', { name: 'Nebenkosten, geschätzt (€)' }).fill('180');
    await landlord
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'wohnzimmer.jpg', mimeType: 'image/jpeg', buffer: await livingRoomJpeg() });
    await expect(landlord.getByRole('button', { name: 'Bild 1 entfernen' })).toBeVisible();

    const created = landlord.waitForResponse(
      (res) => res.url().endsWith('/api/landlord/create') && res.request().method() === 'POST',
    );
    await landlord.getByRole('button', { name: 'Immobilie inserieren' }).click();
    const createdRes = await created;
    expect(createdRes.status(), await createdRes.text()).toBe(201);
    propertyId = ((await createdRes.json()) as { id: string }).id;
    await expect(toast(landlord, 'Immobilie hinzugefügt')).toBeVisible();
    await expect(landlord).toHaveURL(new RegExp(`/property-details/${propertyId}$`));
    await expect(landlord.getByRole('heading', { level: 2, name: title })).toBeVisible();
    // The photo is served (re-encoded) and shown in the gallery.
    const photo = landlord.getByRole('img', { name: `${title} – Bild 1 von 1` });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  await test.step('the tenant publishes a request with a PDF document', async () => {
    await tenant.goto('/add-tenant');
    await expect(tenant.getByRole('heading', { level: 1, name: 'Neues Gesuch' })).toBeVisible();
    await tenant.getByLabel('Telefon', { exact: true }).fill('+49 170 7654321');
    await tenant.getByLabel('Max. Preis').fill('1100');
    await choosePlace(tenant, 'Stadt oder Ort', CITY, new RegExp(`^${CITY}`));
    await tenant
      .getByLabel('Dokumente', { exact: true })
      .setInputFiles({ name: 'einkommen.pdf', mimeType: 'application/pdf', buffer: pdf });
    await tenant.getByLabel('Dokumenttitel').fill(documentTitle);
    // A payslip belongs to the interest stage (request-stages.ts).
    await tenant.getByLabel('Art des Dokuments').selectOption('income');
    await tenant.getByRole('checkbox', { name: /Ich stimme den Nutzungsbedingungen/ }).check();

    const created = tenant.waitForResponse(
      (res) => res.url().endsWith('/api/tenant/create-tenant-request') && res.request().method() === 'POST',
    );
    await tenant.getByRole('button', { name: 'Gesuch veröffentlichen' }).click();
    const createdRes = await created;
    expect(createdRes.status(), await createdRes.text()).toBe(201);
    requestId = ((await createdRes.json()) as { id: string }).id;
    await expect(toast(tenant, 'Gesuch gespeichert')).toBeVisible();
    await expect(tenant).toHaveURL(new RegExp(`/tenant-request-details/${requestId}$`));
    // The title, and beside it its kind (here the same word).
    await expect(tenant.getByText(documentTitle, { exact: true }).first()).toBeVisible();
  });

  await test.step('the tenant searches the city, finds the property and keeps it as a favourite', async () => {
    await tenant.goto('/properties-list');
    await choosePlace(tenant, 'Stadt oder Ort', CITY, new RegExp(`^${CITY}`));
    await expect(tenant).toHaveURL(/[?&]city=Bamberg/);
    await expect(tenant.getByText(/\d+ Immobilien? gefunden/)).toBeVisible();
    await expect(tenant.getByRole('link', { name: title })).toBeVisible();
    await tenant.getByRole('button', { name: `Zu Favoriten hinzufügen: ${title}` }).click();
    await expect(toast(tenant, 'Zu Favoriten hinzugefügt')).toBeVisible();
    await expect(tenant.getByRole('button', { name: `Aus Favoriten entfernen: ${title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await tenant.goto('/my-favourite-properties');
    await expect(tenant.getByRole('link', { name: title })).toBeVisible();
    await expect(tenant.getByRole('button', { name: `Aus Favoriten entfernen: ${title}` })).toBeVisible();
  });

  await test.step('from the property the tenant opens the landlord’s profile: facts and listings, no contact data', async () => {
    await tenant.getByRole('link', { name: title }).click();
    await expect(tenant).toHaveURL(new RegExp(`/property-details/${propertyId}$`));
    await tenant.getByRole('link', { name: 'Profil ansehen' }).click();
    await expect(tenant).toHaveURL(new RegExp(`/user-profile/${landlordSetup.session.userId}$`));
    await expect(tenant).toHaveTitle('Profil - Mietmatch | Rentmatch');
    await expect(tenant.getByRole('heading', { level: 2, name: landlordName })).toBeVisible();
    await expect(tenant.getByText('Architekt')).toBeVisible();
    await expect(tenant.getByText('Verheiratet')).toBeVisible();
    await expect(tenant.getByText(/Mitglied seit \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
    await expect(tenant.getByText('1 Immobilie inseriert')).toBeVisible();
    await expect(tenant.getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
      'href',
      `/property-details/${propertyId}`,
    );
    await expect(tenant.getByRole('link', { name: 'Alle Immobilien ansehen' })).toHaveAttribute(
      'href',
      `/properties-list/${landlordSetup.session.userId}`,
    );
    await expect(tenant.getByText(landlordSetup.account.email)).toHaveCount(0);
    await expect(tenant.getByText('+49 951 123456')).toHaveCount(0);
    await shootProfile(tenant, 'user-profile-landlord');
    await tenant.getByRole('button', { name: 'Zurück', exact: true }).click();
    await expect(tenant).toHaveURL(new RegExp(`/property-details/${propertyId}$`));
  });

  await test.step('the landlord searches requests, sees the documents are private and asks for access', async () => {
    await landlord.goto('/all-tenant-requests');
    await choosePlace(landlord, 'Stadt oder Ort', CITY, new RegExp(`^${CITY}`));
    await expect(landlord).toHaveURL(/[?&]city=Bamberg/);
    // Browsing, a landlord reads the tenant as "Mara S." (request-stages.ts).
    await landlord.getByRole('link', { name: browsedName }).click();
    await expect(landlord).toHaveURL(new RegExp(`/tenant-request-details/${requestId}$`));
    await expect(landlord.getByText('Bilder und Dokumente sind privat')).toBeVisible();
    await expect(landlord.getByRole('button', { name: `${documentTitle} herunterladen` })).toHaveCount(0);

    const asked = landlord.waitForResponse(
      (res) => res.url().includes('/api/document-access/request') && res.request().method() === 'POST',
    );
    await landlord.getByRole('button', { name: 'Zugriff anfragen' }).click();
    expect((await asked).status()).toBeLessThan(300);
    await expect(toast(landlord, 'Zugriff angefragt')).toBeVisible();
    await expect(landlord.getByText('Warte darauf, dass Mara deine Anfrage freigibt.')).toBeVisible();
  });

  await test.step('the landlord’s profile link on the request opens the tenant’s profile', async () => {
    await landlord.getByRole('link', { name: 'Profil ansehen' }).click();
    await expect(landlord).toHaveURL(new RegExp(`/user-profile/${tenantSetup.session.userId}$`));
    await expect(landlord.getByRole('heading', { level: 2, name: browsedName })).toBeVisible();
    // The profession waits for the interest stage, as on the request.
    await expect(landlord.getByText('Lehrerin')).toHaveCount(0);
    await expect(landlord.getByText(tenantSetup.account.email)).toHaveCount(0);
    await shootProfile(landlord, 'user-profile-tenant');
  });

  let fileUrl = '';
  /** The tenant approves the landlord's pending request in her document-access panel. */
  const approve = async () => {
    await tenant.goto('/my-requests');
    const panel = tenant.getByRole('region', { name: 'Dokumentenzugriff' });
    await expect(panel.getByText(landlordName)).toBeVisible();
    await panel.getByRole('button', { name: `Zugriff für ${landlordName} freigeben` }).click();
    await expect(toast(tenant, `${landlordName} kann deine Dokumente jetzt öffnen`)).toBeVisible();
    await expect(panel.getByText('Zugriff erteilt')).toBeVisible();
  };

  await test.step('the first approval releases the contact stage: her name and contact, not yet the PDF', async () => {
    await approve();
    await landlord.goto(`/tenant-request-details/${requestId}`);
    await expect(landlord.getByRole('heading', { level: 2, name: 'Mara Schneider' })).toBeVisible();
    await expect(landlord.getByText('Stufe: Kontakt')).toBeVisible();
    await expect(landlord.getByRole('button', { name: `${documentTitle} herunterladen` })).toHaveCount(0);
    await landlord.getByRole('button', { name: 'Nachweise anfragen' }).click();
    await expect(landlord.getByText('Warte darauf, dass Mara deine Anfrage freigibt.')).toBeVisible();
  });

  await test.step('the second approval releases the interest stage; the landlord opens the PDF', async () => {
    await approve();
    await landlord.goto(`/tenant-request-details/${requestId}`);
    await expect(landlord.getByText('Stufe: Interesse')).toBeVisible();
    const download = landlord.waitForEvent('download');
    const fileResponse = landlord.waitForResponse((res) => res.url().includes(`/api/tenant/${requestId}/files/`));
    await landlord.getByRole('button', { name: `${documentTitle} herunterladen` }).click();
    const res = await fileResponse;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    fileUrl = res.url();
    // What the landlord's browser saved is a copy of the tenant's PDF with the landlord's name across it.
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`${documentTitle}.pdf`);
    const copy = await readFile((await saved.path())!);
    expect(copy.equals(pdf)).toBe(false);
    const shown = await shownTexts(copy);
    expect(shown).toContain('Einkommensnachweis Mara');
    expect(shown.some((line) => line.startsWith(`Nur für ${landlordName} · Mietmatch · `))).toBe(true);
  });

  await test.step('the tenant removes access; the landlord can no longer open the document', async () => {
    const panel = tenant.getByRole('region', { name: 'Dokumentenzugriff' });
    await panel.getByRole('button', { name: `Zugriff für ${landlordName} entziehen` }).click();
    await expect(toast(tenant, `Zugriff für ${landlordName} entzogen`)).toBeVisible();
    await expect(panel.getByText('Zugriff entzogen')).toBeVisible();

    await landlord.reload();
    await expect(landlord.getByText('Zugriff entzogen', { exact: true })).toBeVisible();
    await expect(landlord.getByText('Mara hat dir den Zugriff entzogen. Du kannst erneut anfragen.')).toBeVisible();
    await expect(landlord.getByRole('button', { name: 'Erneut anfragen' })).toBeVisible();
    await expect(landlord.getByRole('button', { name: `${documentTitle} herunterladen` })).toHaveCount(0);
    // The address that worked a moment ago answers no more, even with the landlord's valid token.
    const again = await landlord.request.get(fileUrl, {
      headers: { Authorization: `Bearer ${await pageAccessToken(landlord)}` },
    });
    expect([403, 404]).toContain(again.status());
  });

  await landlord.context().close();
  await tenant.context().close();
});
