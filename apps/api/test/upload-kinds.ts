import { count, eq } from 'drizzle-orm';
import { propertyImages, properties, requestFiles, tenantRequests, users } from '../src/db/schema/index.ts';
import type { TestContext } from './test-app.ts';
import { multipart, pngImage, propertyForm, requestForm, type LoggedIn } from './factories.ts';

export type FormFile = { data: Buffer; filename: string; type: string };

/** One way a member uploads a file: the route, the field, and the answer a good file gets. */
export interface UploadKind {
  name: string;
  field: 'avatar' | 'images' | 'documents';
  /** Status of an accepted upload. */
  ok: number;
  send(file: FormFile): Promise<Awaited<ReturnType<TestContext['app']['inject']>>>;
}

/** Every stored file of the app (its folder or its bucket), by its key. */
export async function storedFiles(t: TestContext): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of t.storage.list()) keys.push(file.key);
  return keys.sort();
}

export async function readStored(t: TestContext, key: string): Promise<Buffer> {
  const data = await t.storage.get(key);
  if (!data) throw new Error(`not stored: ${key}`);
  return data;
}

/** What an upload could leave behind: files, and rows of every table that names a file. */
export async function snapshot(t: TestContext, member: LoggedIn) {
  const db = t.database.db;
  const [p] = await db.select({ n: count() }).from(properties);
  const [pi] = await db.select({ n: count() }).from(propertyImages);
  const [r] = await db.select({ n: count() }).from(tenantRequests);
  const [rf] = await db.select({ n: count() }).from(requestFiles);
  const [u] = await db.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, member.user.id));
  return {
    files: await storedFiles(t),
    rows: { properties: p!.n, propertyImages: pi!.n, requests: r!.n, requestFiles: rf!.n },
    avatarKey: u!.avatarKey,
  };
}

function inject(
  t: TestContext,
  who: LoggedIn,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  body: ReturnType<typeof multipart>,
) {
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers, 'accept-language': 'en' },
  });
}

/**
 * The upload routes of the product, each as create and as edit: the avatar of the profile, listing
 * photos, and a request's images and documents. The edits work on objects made here, with one file each.
 */
export async function uploadKinds(t: TestContext, tenant: LoggedIn, landlord: LoggedIn) {
  const png = { data: await pngImage(), filename: 'gut.png', type: 'image/png' };
  const property = await inject(
    t,
    landlord,
    'POST',
    '/api/landlord/create',
    multipart(propertyForm(), { images: png }),
  );
  const request = await inject(
    t,
    tenant,
    'POST',
    '/api/tenant/create-tenant-request',
    multipart(requestForm(), { images: png }),
  );
  if (property.statusCode !== 201 || request.statusCode !== 201) throw new Error(`${property.body} ${request.body}`);
  const propertyId = property.json().id as string;
  const requestId = request.json().id as string;
  const doc = (file: FormFile) => multipart(requestForm(), { documents: file }, { documentTitles: ['Nachweis'] });
  const kinds: UploadKind[] = [
    {
      name: 'avatar (update-profile)',
      field: 'avatar',
      ok: 200,
      send: (f) =>
        inject(
          t,
          tenant,
          'PUT',
          '/api/auth/update-profile',
          multipart({ firstName: 'Maria', lastName: 'Muster' }, { avatar: f }),
        ),
    },
    {
      name: 'listing photo (create)',
      field: 'images',
      ok: 201,
      send: (f) => inject(t, landlord, 'POST', '/api/landlord/create', multipart(propertyForm(), { images: f })),
    },
    {
      name: 'listing photo (update)',
      field: 'images',
      ok: 200,
      send: (f) => inject(t, landlord, 'PATCH', `/api/landlord/update/${propertyId}`, multipart({}, { images: f })),
    },
    {
      name: 'request image (create)',
      field: 'images',
      ok: 201,
      send: (f) =>
        inject(t, tenant, 'POST', '/api/tenant/create-tenant-request', multipart(requestForm(), { images: f })),
    },
    {
      name: 'request image (update)',
      field: 'images',
      ok: 200,
      send: (f) => inject(t, tenant, 'PATCH', `/api/tenant/update/${requestId}`, multipart({}, { images: f })),
    },
    {
      name: 'request document (create)',
      field: 'documents',
      ok: 201,
      send: (f) => inject(t, tenant, 'POST', '/api/tenant/create-tenant-request', doc(f)),
    },
    {
      name: 'request document (update)',
      field: 'documents',
      ok: 200,
      send: (f) =>
        inject(
          t,
          tenant,
          'PATCH',
          `/api/tenant/update/${requestId}`,
          multipart({}, { documents: f }, { documentTitles: ['Nachweis'] }),
        ),
    },
  ];
  return kinds;
}
