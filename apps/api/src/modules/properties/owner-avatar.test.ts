import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, multipart, pngImage, seedPlace, specPropertyForm } from '../../../test/factories.ts';
import type { LoggedIn } from '../../../test/factories.ts';

/** Every answer with a listing carries its owner's picture as `avatar` (the specification's field). */
let t: TestContext;
let tenant: LoggedIn;
let admin: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPlace(t.database.db, 'Avatarhausen', '24990');
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

const get = (url: string, who: LoggedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });

async function uploadAvatar(who: LoggedIn): Promise<string> {
  const avatar = { data: await pngImage(), filename: 'me.png', type: 'image/png' };
  const body = multipart({ firstName: 'Volker', lastName: 'Vermieter' }, { avatar });
  const headers = { ...who.headers, ...body.headers };
  const res = await t.app.inject({ method: 'PUT', url: '/api/auth/update-profile', payload: body.payload, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().avatarUrl;
}

async function list(who: LoggedIn, fields: Record<string, string>) {
  const body = multipart(specPropertyForm({ postalCode: '24990', city: 'Avatarhausen', ...fields }));
  const headers = { ...who.headers, ...body.headers };
  const res = await t.app.inject({ method: 'POST', url: '/api/landlord/create', payload: body.payload, headers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The `avatar` of one listing in every answer that carries it, as the tenant and its owner see them. */
async function avatarsOf(id: string, owner: LoggedIn) {
  const pick = (items: { id: string; avatar: string | null }[]) => items.find((p) => p.id === id)?.avatar;
  return {
    details: (await get(`/api/landlord/${id}`, tenant)).json().avatar,
    search: pick((await get('/api/landlord/filter?city=Avatarhausen', tenant)).json().items),
    favourites: pick((await get('/api/favorites/properties', tenant)).json().items),
    ownList: pick((await get(`/api/landlord/filter?listedBy=${owner.user.id}`, owner)).json().items),
    profileList: pick((await get(`/api/landlord/filter?listedBy=${owner.user.id}`, tenant)).json().items),
  };
}

describe('a listing’s avatar', () => {
  it('is its owner’s picture everywhere, and follows a new upload', async () => {
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const first = await uploadAvatar(owner);
    expect(first).toMatch(/^\/api\/files\/avatars\/.+\.webp$/);
    const created = await list(owner, { title: 'Mit Bild' });
    expect(created.avatar).toBe(first);
    await t.app.inject({ method: 'POST', url: `/api/favorites/property/${created.id}`, headers: tenant.headers });
    const everywhere = (url: string) => ({
      details: url,
      search: url,
      favourites: url,
      ownList: url,
      profileList: url,
    });
    expect(await avatarsOf(created.id, owner)).toEqual(everywhere(first));

    const second = await uploadAvatar(owner);
    expect(second).not.toBe(first);
    expect(await avatarsOf(created.id, owner)).toEqual(everywhere(second));
    expect((await get(second, tenant)).statusCode).toBe(200);
  });

  it('is null for an owner without a picture, and stays the owner’s when an admin edits the listing', async () => {
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const created = await list(owner, { title: 'Ohne Bild' });
    expect(created.avatar).toBeNull();
    expect((await get(`/api/landlord/${created.id}`, tenant)).json().avatar).toBeNull();
    await uploadAvatar(admin);
    const body = multipart({ title: 'Vom Admin korrigiert' });
    const url = `/api/landlord/update/${created.id}`;
    const headers = { ...admin.headers, ...body.headers };
    const edited = await t.app.inject({ method: 'PATCH', url, payload: body.payload, headers });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Vom Admin korrigiert', avatar: null });
  });
});
