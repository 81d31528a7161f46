import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  createLoggedInUser,
  multipart,
  pdfDocument,
  pngImage,
  requestForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';

/**
 * A page of requests carries, per request and per viewer, the owner's avatar, the viewer's access
 * and only the files released to that viewer, in their order: the same in the search, the list,
 * the favourites and the single request.
 */
let t: TestContext;
let landlord: LoggedIn;
let otherLandlord: LoggedIn;
let admin: LoggedIn;
const ids: Record<string, string> = {};

type Item = {
  id: string;
  notes: string;
  fileAccess: string;
  avatar: string | null;
  images: { id: string; url: string }[];
  documents: { title: string; url: string }[];
};

async function publish(
  notes: string,
  fields: Record<string, string>,
  images: number,
  titles: string[],
  overrides = {},
) {
  const owner = await createLoggedInUser(t.app, t.database.db, { role: 'client', ...overrides });
  const body = multipart(
    requestForm({ notes, ...fields }),
    {
      images: await Promise.all(
        Array.from({ length: images }, async (_, i) => ({
          data: await pngImage(32 + i, 32),
          filename: `i${i}.png`,
          type: 'image/png',
        })),
      ),
      documents: titles.map((title) => ({ data: pdfDocument(title), filename: 'd.pdf', type: 'application/pdf' })),
    },
    { documentTitles: titles },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/create-tenant-request',
    payload: body.payload,
    headers: { ...owner.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  ids[notes] = res.json().id;
  return { owner, created: res.json() as Item };
}

const get = (url: string, who: LoggedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });
const byNotes = (items: Item[]) => Object.fromEntries(items.map((i) => [i.notes, i]));
const search = async (who: LoggedIn) =>
  byNotes((await get('/api/tenant/filter?city=Berlin&pageSize=50', who)).json().items);
const files = (i: Item) => ({
  access: i.fileAccess,
  images: i.images.map((x) => x.id),
  documents: i.documents.map((d) => d.title),
});

let created: Record<string, Item> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  otherLandlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
  const open = await publish('Open files', { allowedFileView: 'true' }, 2, ['Schufa', 'Gehalt', 'Ausweis'], {
    avatarKey: 'avatar-of-open',
  });
  const granted = await publish('Granted files', {}, 1, ['Schufa']);
  const pending = await publish('Pending files', {}, 1, ['Schufa']);
  const plain = await publish('No files', {}, 0, []);
  created = {
    'Open files': open.created,
    'Granted files': granted.created,
    'Pending files': pending.created,
    'No files': plain.created,
  };
  for (const owner of [granted.owner, pending.owner]) {
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/document-access/request?tenantId=${owner.user.id}`,
      headers: landlord.headers,
    });
    expect(asked.statusCode).toBe(200);
  }
  const grant = await t.app.inject({
    method: 'PATCH',
    url: `/api/document-access/toggle-access?landlordId=${landlord.user.id}&to=granted`,
    headers: granted.owner.headers,
  });
  expect(grant.json()).toEqual({ status: 'granted' });
});
afterAll(() => t.close());

describe('request pages per viewer', () => {
  it('show a landlord the files released to them and no others, in upload order', async () => {
    const page = await search(landlord);
    expect(Object.keys(page).sort()).toEqual(['Granted files', 'No files', 'Open files', 'Pending files']);
    expect(files(page['Open files']!)).toEqual({
      access: 'public',
      images: created['Open files']!.images.map((x) => x.id),
      // Public files are the photos; documents wait for the interest stage (stage-fields.test.ts).
      documents: [],
    });
    // One approval releases the contact stage: the photos, not yet the documents.
    expect(files(page['Granted files']!)).toEqual({
      access: 'granted',
      images: created['Granted files']!.images.map((x) => x.id),
      documents: [],
    });
    expect(files(page['Pending files']!)).toEqual({ access: 'pending', images: [], documents: [] });
    expect(files(page['No files']!)).toEqual({ access: 'none', images: [], documents: [] });
    expect(page['Open files']!.images).toHaveLength(2);
    expect(page['Open files']!.avatar).toBe('/api/files/avatars/avatar-of-open.webp');
    expect(page['Granted files']!.avatar).toBeNull();
    // The listed URLs answer for this landlord.
    expect((await get(page['Granted files']!.images[0]!.url, landlord)).statusCode).toBe(200);
  });

  it('show another landlord only the public files, and an admin everything', async () => {
    const other = await search(otherLandlord);
    expect(files(other['Open files']!)).toEqual(files((await search(landlord))['Open files']!));
    expect(files(other['Granted files']!)).toEqual({ access: 'none', images: [], documents: [] });
    expect(files(other['Pending files']!)).toEqual({ access: 'none', images: [], documents: [] });
    const all = await search(admin);
    for (const [notes, item] of Object.entries(created)) {
      expect(files(all[notes]!)).toEqual({ ...files(item), access: 'owner' });
    }
  });

  it('are the same in the search, the list, the favourites and the single request', async () => {
    const fromSearch = await search(landlord);
    const fromList = byNotes((await get('/api/tenant/all?pageSize=50', landlord)).json().items);
    for (const id of Object.values(ids))
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/favorites/request/${id}`, headers: landlord.headers })).json(),
      ).toEqual({ favourite: true });
    const fromFavourites = byNotes((await get('/api/favorites/requests?pageSize=50', landlord)).json().items);
    for (const notes of Object.keys(created)) {
      const {
        distanceKm: _d,
        topPlacement: _p,
        ...searched
      } = fromSearch[notes] as Item & { distanceKm: unknown; topPlacement: unknown };
      expect(fromList[notes]).toEqual(searched);
      expect(fromFavourites[notes]).toEqual(searched);
      expect((await get(`/api/tenant/${ids[notes]}`, landlord)).json()).toEqual(searched);
    }
  });
});
