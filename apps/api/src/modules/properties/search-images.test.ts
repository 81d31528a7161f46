import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  createLoggedInUser,
  multipart,
  pngImage,
  propertyForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';

/** Each listing of a search page carries its own images, in their order, as the listing itself does. */
let t: TestContext;
let landlord: LoggedIn;
let tenant: LoggedIn;
type Listing = { id: string; title: string; images: { id: string; url: string; thumbUrl: string }[] };

const image = async (w: number) => ({ data: await pngImage(w, 40), filename: `${w}.png`, type: 'image/png' });
async function send(method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, widths: number[]) {
  const body = multipart(fields, { images: await Promise.all(widths.map(image)) });
  const res = await t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...landlord.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Listing;
}
const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: tenant.headers })).json();

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
});
afterAll(() => t.close());

describe('images on a search page', () => {
  it('are each listing’s own, in position order, also after an edit, and none for a listing without', async () => {
    const three = await send('POST', '/api/landlord/create', propertyForm({ title: 'Three images' }), [41, 42, 43]);
    // Removing the first and adding two leaves positions 1, 2, 3, 4 with new ids at the end.
    const edited = await send(
      'PATCH',
      `/api/landlord/update/${three.id}`,
      { removeImageIds: three.images[0]!.id },
      [44, 45],
    );
    expect(edited.images.map((i) => i.id).slice(0, 2)).toEqual(three.images.slice(1).map((i) => i.id));
    const one = await send(
      'POST',
      '/api/landlord/create',
      propertyForm({ title: 'One image', postalCode: '10117' }),
      [46],
    );
    await send('POST', '/api/landlord/create', propertyForm({ title: 'No image' }), []);

    const page = (await get('/api/landlord/filter?city=Berlin&pageSize=50')).items as Listing[];
    const of = (title: string) => page.find((l) => l.title === title)!;
    expect(page.map((l) => l.title).sort()).toEqual(['No image', 'One image', 'Three images']);
    expect(of('Three images').images).toEqual(edited.images);
    expect(of('Three images').images).toHaveLength(4);
    expect(of('One image').images).toEqual(one.images);
    expect(of('No image').images).toEqual([]);
    for (const listing of page) expect(listing.images).toEqual((await get(`/api/landlord/${listing.id}`)).images);
    expect((await t.app.inject({ method: 'GET', url: of('One image').images[0]!.url })).statusCode).toBe(200);
  });
});
