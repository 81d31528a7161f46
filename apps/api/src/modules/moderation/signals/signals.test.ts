import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import {
  createLoggedInUser,
  multipart,
  propertyForm,
  seedPlace,
  seedPostalCodes,
  type LoggedIn,
} from '../../../../test/factories.ts';
import { createConversation, createRequest } from '../../../../test/route-access/fixtures.ts';
import { photo, reencodedCopy } from '../../../../test/photos.ts';
import {
  moderationCases,
  photoHashes,
  properties,
  propertyImages,
  reports,
  scamSignals,
} from '../../../db/schema/index.ts';
import { findProperty } from '../../properties/queries.ts';
import { createSignalService } from './signal-service.ts';

let t: TestContext;
const landlords: LoggedIn[] = [];
let tenant: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  // Two postal regions of their own (24…, 25…) for the rent comparisons.
  await seedPlace(t.database.db, 'Kiel', '24103');
  await seedPlace(t.database.db, 'Itzehoe', '25524');
  for (let i = 0; i < 5; i++) landlords.push(await createLoggedInUser(t.app, t.database.db, { role: 'contractor' }));
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
});
afterAll(() => t.close());

type Photo = { data: Buffer; filename: string; type: string };
const jpeg = (data: Buffer): Photo => ({ data, filename: 'room.jpg', type: 'image/jpeg' });

async function publish(who: LoggedIn, fields: Record<string, string> = {}, images: Photo[] = []) {
  const body = multipart(propertyForm(fields), { images });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/landlord/create',
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; title: string };
}

async function edit(who: LoggedIn, id: string, fields: Record<string, string>, images: Photo[] = []) {
  const body = multipart(fields, { images });
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/landlord/update/${id}`,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The signals on an item, each with its system report and the case it opened. */
async function signalsOn(subjectId: string) {
  return t.database.db
    .select({ signal: scamSignals, report: reports, caseRow: moderationCases })
    .from(scamSignals)
    .innerJoin(reports, eq(reports.id, scamSignals.reportId))
    .innerJoin(moderationCases, eq(moderationCases.id, reports.caseId))
    .where(eq(scamSignals.subjectId, subjectId))
    .orderBy(scamSignals.createdAt);
}

/** A signal became an automated report from nobody in the item's one open case. */
function expectSystemReport(found: Awaited<ReturnType<typeof signalsOn>>[number], ownerId: string) {
  expect(found.report).toMatchObject({ automated: true, reporterId: null, reason: 'scam', status: 'open' });
  expect(found.caseRow).toMatchObject({ status: 'open', automated: true, subjectOwnerId: ownerId });
  expect(found.signal.ownerId).toBe(ownerId);
}

describe('stolen photos', () => {
  it('catches a re-encoded copy of another landlord’s photo, naming the listing it comes from', async () => {
    const [owner, thief] = landlords;
    const original = await photo(1);
    const source = await publish(owner!, { title: 'Original mit Foto' }, [jpeg(original)]);
    expect(await signalsOn(source.id)).toEqual([]);

    const copy = await publish(thief!, {}, [jpeg(await reencodedCopy(original))]);
    const found = await signalsOn(copy.id);
    expect(found).toHaveLength(1);
    expect(found[0]!.signal.kind).toBe('photo_reused');
    expect(found[0]!.signal.detail).toContain(source.id);
    expect(found[0]!.report.explanation).toContain('Detected automatically');
    expectSystemReport(found[0]!, thief!.user.id);
    // The listing stays visible until an admin decides.
    const seen = await t.app.inject({ method: 'GET', url: `/api/landlord/${copy.id}`, headers: tenant.headers });
    expect(seen.statusCode).toBe(200);
  });

  it('leaves a different photo alone', async () => {
    const other = await publish(landlords[2]!, {}, [jpeg(await photo(2))]);
    expect(await signalsOn(other.id)).toEqual([]);
    const stored = await t.database.db.select().from(photoHashes).where(eq(photoHashes.propertyId, other.id));
    expect(stored).toHaveLength(1);
  });

  it('leaves a landlord reusing their own photo alone', async () => {
    const own = await photo(3);
    await publish(landlords[3]!, {}, [jpeg(own)]);
    const again = await publish(landlords[3]!, {}, [jpeg(await reencodedCopy(own))]);
    expect(await signalsOn(again.id)).toEqual([]);
  });

  it('checks photos added to a listing later', async () => {
    const original = await photo(4);
    await publish(landlords[0]!, {}, [jpeg(original)]);
    const later = await publish(landlords[4]!);
    expect(await signalsOn(later.id)).toEqual([]);
    await edit(landlords[4]!, later.id, {}, [jpeg(await reencodedCopy(original))]);
    expect((await signalsOn(later.id)).map((s) => s.signal.kind)).toEqual(['photo_reused']);
  });
});

describe('rent far below the area', () => {
  /** 100 m² at 1,000 € warm: 10 €/m², so half the median is 5 €/m². */
  const area = (postalCode: string, city: string, warmRent = '1000') => ({
    postalCode,
    city,
    squareMeters: '100',
    rent: warmRent,
    additionalCost: '0',
    warmRent,
  });

  it('flags a warm rent just below half the median of 20 comparable listings, not one just above', async () => {
    for (let i = 0; i < 20; i++) await publish(landlords[i % 5]!, area('24103', 'Kiel'));
    const below = await publish(landlords[0]!, area('24103', 'Kiel', '499'));
    const above = await publish(landlords[1]!, area('24103', 'Kiel', '501'));
    const found = await signalsOn(below.id);
    expect(found.map((s) => s.signal.kind)).toEqual(['rent_below_area']);
    expect(found[0]!.signal.detail).toContain('4.99 €/m² < ½ × median 10.00 €/m² (n = 20');
    expectSystemReport(found[0]!, landlords[0]!.user.id);
    expect(await signalsOn(above.id)).toEqual([]);
  });

  it('says nothing with only 19 comparable listings', async () => {
    for (let i = 0; i < 19; i++) await publish(landlords[i % 5]!, area('25524', 'Itzehoe'));
    const cheap = await publish(landlords[0]!, area('25524', 'Itzehoe', '100'));
    expect(await signalsOn(cheap.id)).toEqual([]);
  });
});

describe('payment phrases', () => {
  it('flags "Western Union" in a listing once while its case is open, not "western" alone', async () => {
    const description = 'Ich bin im Ausland. Bitte per Western Union, dann kommen die Unterlagen.';
    const scam = await publish(landlords[2]!, { description });
    const found = await signalsOn(scam.id);
    expect(found.map((s) => s.signal.detail)).toEqual(['„Western Union“']);
    expect(found[0]!.signal.kind).toBe('payment_phrase');
    expectSystemReport(found[0]!, landlords[2]!.user.id);

    // An edit that keeps the phrase adds no second report.
    await edit(landlords[2]!, scam.id, { title: 'Neuer Titel, gleiche Masche' });
    expect(await signalsOn(scam.id)).toHaveLength(1);
    const cases = await t.database.db.select().from(moderationCases).where(eq(moderationCases.subjectId, scam.id));
    expect(cases.map((c) => c.reportCount)).toEqual([1]);

    const western = await publish(landlords[2]!, { description: 'Möbel im Western-Stil, ruhige Lage.' });
    expect(await signalsOn(western.id)).toEqual([]);
  });

  it('after a decision, asks again only about a new phrase', async () => {
    const landlord = landlords[4]!;
    const listing = await publish(landlord, { description: 'Schlüssel per Post nach Zahlung.' });
    expect(await signalsOn(listing.id)).toHaveLength(1);
    // An admin decided the case (dismissed it, say): the decision closes it.
    await t.database.db
      .update(moderationCases)
      .set({ status: 'decided' })
      .where(eq(moderationCases.subjectId, listing.id));

    await edit(landlord, listing.id, { title: 'Gleiche Anzeige, neuer Titel' });
    expect(await signalsOn(listing.id)).toHaveLength(1);
    await edit(landlord, listing.id, { description: 'Schlüssel per Post nach Zahlung. Oder: Keys by mail.' });
    const found = await signalsOn(listing.id);
    expect(found.map((f) => [f.signal.detail, f.caseRow.status])).toEqual([
      ['„Schlüssel per Post“', 'decided'],
      ['„Schlüssel per Post“, „Keys by mail“', 'open'],
    ]);
  });

  it('warns the recipient of a message with an IBAN and files a signal on its sender; a plain number does neither', async () => {
    const landlord = landlords[1]!;
    const request = await createRequest(t, tenant);
    const { inboxId } = await createConversation(t, landlord, tenant, request.id);
    const send = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/inquiry/send',
        headers: landlord.headers,
        payload: { inboxId, message },
      });
    const iban = (await send('Bitte die Kaution auf DE89 3704 0044 0532 0130 00 überweisen.')).json();
    const number = (await send('Rufen Sie mich an: 0176 12345678, Hausnummer 12.')).json();

    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/inquiry/thread/${inboxId}`,
      headers: tenant.headers,
    });
    const byId = new Map(thread.json().messages.map((m: { id: string }) => [m.id, m]));
    expect(byId.get(iban.id)).toMatchObject({ safetyWarning: true });
    expect(byId.get(number.id)).not.toHaveProperty('safetyWarning');

    const found = await signalsOn(iban.id);
    expect(found.map((s) => [s.signal.subjectType, s.signal.kind])).toEqual([['message', 'payment_phrase']]);
    expect(found[0]!.signal.detail).toBe('„IBAN DE89370400440532013000“');
    expectSystemReport(found[0]!, landlord.user.id);
    expect(await signalsOn(number.id)).toEqual([]);
  });
});

describe('a check that fails', () => {
  it('is logged and keeps neither the listing nor the other checks from their work', async () => {
    // Saved without the hook (as if the checks had been down): a phrase and a photo the store cannot read.
    const listing = await publish(landlords[3]!);
    await t.database.db
      .update(properties)
      .set({ description: 'Zahlung nur über MoneyGram.' })
      .where(eq(properties.id, listing.id));
    await t.database.db
      .insert(propertyImages)
      .values({ propertyId: listing.id, storageKey: 'unreadable', position: 0 });
    const logged: string[] = [];
    const signals = createSignalService({
      db: t.database.db,
      clock: t.clock,
      images: {
        read: async () => {
          throw new Error('storage unavailable');
        },
        urls: (key) => ({ url: `/${key}.webp`, thumbUrl: `/${key}-thumb.webp` }),
      },
      log: { error: (obj, msg) => logged.push(`${(obj as { check: string }).check}: ${msg}`) },
    });
    await signals.propertyChanged((await findProperty(t.database.db, listing.id))!);
    expect(logged).toEqual(['photo_reused: scam signal check failed']);
    const found = await signalsOn(listing.id);
    expect(found.map((f) => f.signal.detail)).toEqual(['„MoneyGram“']);
    const seen = await t.app.inject({ method: 'GET', url: `/api/landlord/${listing.id}`, headers: tenant.headers });
    expect(seen.statusCode).toBe(200);
  });
});
