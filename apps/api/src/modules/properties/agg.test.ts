import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  createLoggedInUser,
  multipart,
  propertyForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';
import { properties } from '../../db/schema/index.ts';

let t: TestContext;
let landlord: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
});
afterAll(() => t.close());

function send(method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, language = 'en') {
  const body = multipart(fields);
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...landlord.headers, ...body.headers, 'accept-language': language },
  });
}
const listingCount = async () => (await t.database.db.select({ n: count() }).from(properties))[0]!.n;

describe('listings that exclude people (AGG)', () => {
  it('refuses a new listing on the field that holds the phrase, in English and German, and stores nothing', async () => {
    const before = await listingCount();
    const en = await send(
      'POST',
      '/api/landlord/create',
      propertyForm({ description: 'Ruhige Lage. Keine Ausländer!' }),
    );
    expect(en.statusCode, en.body).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'ValidationFailed',
      fields: {
        description:
          'Listings must not exclude anyone because of origin, nationality, religion, disability, age, sex or sexual identity (AGG). Found: “Keine Ausländer”.',
      },
      agg: { field: 'description', phrase: 'Keine Ausländer' },
    });
    const de = await send('POST', '/api/landlord/create', propertyForm({ title: 'Wohnung nur an Deutsche' }), 'de');
    expect(de.statusCode).toBe(400);
    expect(de.json().fields).toEqual({
      title:
        'Anzeigen dürfen niemanden wegen Herkunft, Staatsangehörigkeit, Religion, Behinderung, Alter, Geschlecht oder sexueller Identität ausschließen (AGG). Gefunden: „nur an Deutsche“.',
    });
    const notes = await send('POST', '/api/landlord/create', propertyForm({ notes: 'No foreigners.' }));
    expect(notes.json().agg).toEqual({ field: 'notes', phrase: 'No foreigners' });
    expect(await listingCount()).toBe(before);
  });

  it('refuses an edit that would make the listing exclude people, and the listing stays as it was', async () => {
    const created = await send('POST', '/api/landlord/create', propertyForm());
    expect(created.statusCode, created.body).toBe(201);
    const { id, title, description } = created.json();
    const res = await send(
      'PATCH',
      `/api/landlord/update/${id}`,
      { rent: '999', notes: 'Nicht an Flüchtlinge.' },
      'de',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.notes).toContain('Gefunden: „Nicht an Flüchtlinge“.');
    const stored = await t.app.inject({ method: 'GET', url: `/api/landlord/${id}`, headers: landlord.headers });
    expect(stored.json()).toMatchObject({ title, description, notes: null, rent: 1250.5 });
  });

  it('accepts lawful wishes and plain facts', async () => {
    const res = await send(
      'POST',
      '/api/landlord/create',
      propertyForm({
        title: 'Seniorenwohnung, barrierefrei',
        description: 'Nichtraucher, keine Haustiere, Deutschkenntnisse hilfreich. Nähe zur Moschee.',
        notes: 'Nur an Berufstätige. Foreigners welcome.',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const edited = await send('PATCH', `/api/landlord/update/${res.json().id}`, { title: 'Für Studenten geeignet' });
    expect(edited.statusCode, edited.body).toBe(200);
  });
});
