import { readdirSync, readFileSync } from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { accountExportSchema } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { storedFiles } from '../../../test/upload-kinds.ts';
import { savedSearches } from '../../db/schema/index.ts';
import {
  createLoggedInUser,
  createUser,
  login,
  multipart,
  PASSWORD,
  pdfDocument,
  pngImage,
  propertyForm,
  requestForm,
  seedPostalCodes,
  uniqueEmail,
  type LoggedIn,
} from '../../../test/factories.ts';

let t: TestContext;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, who: LoggedIn | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...(who?.headers ?? {}), 'accept-language': 'en' } });
const form = (method: Method, url: string, who: LoggedIn, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers, 'accept-language': 'en' },
  });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Names unique to one test, so a scan of the whole database can only find this person. */
function uniqueName() {
  const tag = Math.random().toString(36).slice(2, 8);
  return { firstName: `Zerlinde${tag}`, lastName: `Quastenflosser${tag}` };
}

/** A tenant with an avatar, a request with an image and a document, and a paid plus an open checkout. */
async function richTenant(extra: Record<string, unknown> = {}) {
  const name = uniqueName();
  const tenant = await createLoggedInUser(t.app, t.database.db, {
    role: 'client',
    ...name,
    telephone: '+49 151 7777',
    address: 'Geheimweg 7',
    ...extra,
  });
  const avatar = await form(
    'PUT',
    '/api/auth/update-profile',
    tenant,
    multipart(
      { ...name, telephone: '+49 151 7777', address: 'Geheimweg 7' },
      { avatar: { data: await pngImage(), filename: 'a.png', type: 'image/png' } },
    ),
  );
  expect(avatar.statusCode, avatar.body).toBe(200);
  const request = await form(
    'POST',
    '/api/tenant/create-tenant-request',
    tenant,
    multipart(
      requestForm({ ...name, email: tenant.user.email }),
      {
        images: [{ data: await pngImage(), filename: 'i.png', type: 'image/png' }],
        documents: [{ data: pdfDocument('Schufa of the tenant'), filename: 'd.pdf', type: 'application/pdf' }],
      },
      { documentTitles: ['Schufa'] },
    ),
  );
  expect(request.statusCode, request.body).toBe(201);

  const checkout = async () => {
    const res = await call('POST', '/api/auth/create-checkout-session', tenant, {
      role: 'client',
      email: tenant.user.email,
      duration: 6,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().sessionId as string;
  };
  const paid = await checkout();
  expect((await t.app.inject({ method: 'POST', url: `/api/payments/local/${paid}/pay` })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: `/api/auth/verify-payment?session_id=${paid}` })).statusCode).toBe(
    200,
  );
  await checkout(); // left open: never paid
  await t.database.db.insert(savedSearches).values({
    userId: tenant.user.id,
    kind: 'property',
    name: 'Altbau in Berlin',
    alert: 'daily',
    filters: { city: 'Berlin', maxPrice: '1300' },
  });
  return { tenant, name, requestId: request.json().id as string };
}

/** A landlord with a listing (one photo) who writes to the tenant, asks for access and favourites the request. */
async function landlordAround(tenant: LoggedIn, requestId: string) {
  const tag = Math.random().toString(36).slice(2, 8);
  const landlordName = { firstName: `Volkmar${tag}`, lastName: `Vermietinger${tag}` };
  const landlord = await createLoggedInUser(t.app, t.database.db, {
    role: 'contractor',
    ...landlordName,
    telephone: '+49 30 999 111',
  });
  const property = await form(
    'POST',
    '/api/landlord/create',
    landlord,
    multipart(propertyForm(), { images: [{ data: await pngImage(), filename: 'p.png', type: 'image/png' }] }),
  );
  expect(property.statusCode, property.body).toBe(201);
  const propertyId = property.json().id as string;

  const inbox = await call('POST', '/api/inquiry/create-inbox', landlord, {
    recipientId: tenant.user.id,
    subjectType: 'request',
    subjectId: requestId,
    message: 'Guten Tag, meine Wohnung passt.',
  });
  expect(inbox.statusCode, inbox.body).toBe(200);
  const inboxId = inbox.json().inbox.id as string;
  expect(
    (await call('POST', '/api/inquiry/send', tenant, { inboxId, message: 'Sehr gern, wann kann ich sie sehen?' }))
      .statusCode,
  ).toBe(200);

  expect((await call('POST', `/api/document-access/request?tenantId=${tenant.user.id}`, landlord)).statusCode).toBe(
    200,
  );
  expect(
    (await call('PATCH', `/api/document-access/toggle-access?landlordId=${landlord.user.id}&to=granted`, tenant))
      .statusCode,
  ).toBe(200);
  expect((await call('POST', `/api/favorites/property/${propertyId}`, tenant)).statusCode).toBe(200);
  expect((await call('POST', `/api/favorites/request/${requestId}`, landlord)).statusCode).toBe(200);
  return { landlord, landlordName, propertyId, inboxId };
}

async function exportOf(who: LoggedIn) {
  const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: who.headers });
  return { res, files: res.statusCode === 200 ? unzipSync(new Uint8Array(res.rawPayload)) : {} };
}

describe('data export', () => {
  it('answers one ZIP with account.json and the uploaded files, and nothing private of others', async () => {
    const { tenant, name, requestId } = await richTenant();
    const { landlord, landlordName, propertyId, inboxId } = await landlordAround(tenant, requestId);
    const shownName = `${landlordName.firstName} ${landlordName.lastName}`;

    const { res, files } = await exportOf(tenant);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="mietmatch-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');

    const text = strFromU8(files['account.json']!);
    const data = accountExportSchema.parse(JSON.parse(text));
    expect(data.account).toMatchObject({
      id: tenant.user.id,
      email: tenant.user.email,
      ...name,
      telephone: '+49 151 7777',
      address: 'Geheimweg 7',
      avatar: 'files/avatar.webp',
    });
    expect(text).not.toMatch(/password|token_hash|tokenHash|\$argon2/i);

    // Uploaded files: the avatar, the request's image and its document as uploaded.
    expect(files['files/avatar.webp']!.length).toBeGreaterThan(0);
    const [request] = data.requests;
    expect(request).toMatchObject({ id: requestId, firstName: name.firstName });
    const doc = request!.files.find((f) => f.kind === 'document')!;
    expect(doc).toMatchObject({ title: 'Schufa', contentType: 'application/pdf' });
    expect(Buffer.from(files[doc.file!]!).toString()).toContain('Schufa of the tenant');
    const image = request!.files.find((f) => f.kind === 'image')!;
    expect(files[image.file!]!.length).toBeGreaterThan(0);

    // The conversation: both sides' messages as the tenant saw them, the landlord by name only.
    expect(data.inquiries).toEqual([
      expect.objectContaining({
        id: inboxId,
        startedBy: 'other',
        otherMember: { id: landlord.user.id, name: shownName },
        messages: [
          expect.objectContaining({ from: 'other', message: 'Guten Tag, meine Wohnung passt.' }),
          expect.objectContaining({ from: 'me', message: 'Sehr gern, wann kann ich sie sehen?' }),
        ],
      }),
    ]);
    expect(data.documentAccess.asTenant).toEqual([
      expect.objectContaining({ landlord: { id: landlord.user.id, name: shownName }, status: 'granted' }),
    ]);
    expect(data.documentAccess.asLandlord).toEqual([]);
    expect(data.favourites.properties).toEqual([
      expect.objectContaining({ propertyId, title: 'Helle Altbauwohnung in Mitte', city: 'Berlin' }),
    ]);
    expect(data.payments.map((p) => [p.planId, p.amountCents, p.status]).sort()).toEqual([
      ['tenant-6', 3570, 'applied'],
      ['tenant-6', 3570, 'pending'],
    ]);
    expect(data.properties).toEqual([]);
    expect(data.savedSearches).toEqual([
      {
        id: expect.any(String),
        name: 'Altbau in Berlin',
        kind: 'property',
        filters: { city: 'Berlin', maxPrice: '1300' },
        alert: 'daily',
        createdAt: expect.any(String),
      },
    ]);
    // The notification centre, newest first: the access asked for, the landlord's message.
    expect(data.notifications.map((n) => [n.type, n.data])).toEqual([
      ['accessRequested', { landlordId: landlord.user.id, landlordName: shownName }],
      [
        'newMessage',
        { inboxId, messageId: expect.any(String), senderName: shownName, preview: 'Guten Tag, meine Wohnung passt.' },
      ],
    ]);
    // Others' private details never leave with my data.
    expect(text).not.toContain(landlord.user.email);
    expect(text).not.toContain('+49 30 999 111');
    expect(text).not.toContain('volker@example.test');

    // The landlord's export holds the listing and its photo, the access asked for, the favourite request.
    const mine = await exportOf(landlord);
    const theirs = accountExportSchema.parse(JSON.parse(strFromU8(mine.files['account.json']!)));
    expect(theirs.properties).toHaveLength(1);
    expect(theirs.properties[0]).toMatchObject({
      id: propertyId,
      title: 'Helle Altbauwohnung in Mitte',
      email: 'volker@example.test',
      rentCents: 125050,
    });
    expect(Object.keys(theirs.properties[0]!)).not.toEqual(expect.arrayContaining(['ownerVisible']));
    expect(Object.keys(theirs.properties[0]!)).not.toEqual(expect.arrayContaining(['ownerTopUntil']));
    expect(mine.files[theirs.properties[0]!.images[0]!.file!]!.length).toBeGreaterThan(0);
    expect(theirs.documentAccess.asLandlord).toEqual([
      expect.objectContaining({
        tenant: { id: tenant.user.id, name: `${name.firstName} ${name.lastName}` },
        status: 'granted',
      }),
    ]);
    expect(theirs.favourites.requests).toEqual([expect.objectContaining({ requestId, targetCity: 'Berlin' })]);
    expect(theirs.savedSearches).toEqual([]);
    expect(theirs.notifications.map((n) => n.type)).toEqual(['accessAnswered', 'newMessage']);
    expect(theirs.inquiries[0]!.messages.map((m) => m.from)).toEqual(['me', 'other']);
    const landlordText = strFromU8(mine.files['account.json']!);
    expect(landlordText).not.toContain(tenant.user.email);
    expect(landlordText).not.toContain('+49 151 7777');
    expect(Object.keys(mine.files).some((f) => f.startsWith('files/requests/'))).toBe(false);
  });

  it('works while deactivated and without a valid plan; needs a session', async () => {
    const member = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    expect((await call('PATCH', '/api/admin/toggle-account-status', member, {})).json().isDeactivated).toBe(true);
    await t.database.db.execute(
      sql`update users set payment_expires_at = now() - interval '1 day' where id = ${member.user.id}`,
    );
    const { res, files } = await exportOf(member);
    expect(res.statusCode).toBe(200);
    expect(accountExportSchema.parse(JSON.parse(strFromU8(files['account.json']!))).account.isDeactivated).toBe(true);
    expect(Object.keys(files)).toEqual(['account.json']);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });
});

/** Every column of every table, as text, searched for any of the needles: answers `table.column` per hit. */
async function findNaming(needles: string[]): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    sql`select c.table_name, c.column_name from information_schema.columns c join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
        where c.table_schema = 'public' and tb.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`,
  );
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const match = sql.join(
      needles.map((n) => sql`${sql.identifier(column)}::text ilike ${`%${n}%`}`),
      sql` or `,
    );
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${match}`,
    );
    if (row!.n > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

function openSocket(token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(base, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      timeout: 5000,
    });
    sockets.push(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

describe('account erasure', () => {
  it('a wrong password changes nothing', async () => {
    const { tenant } = await richTenant();
    const before = await findNaming([tenant.user.id, tenant.user.email]);
    const files = await storedFiles(t);

    const wrong = await call('POST', '/api/account/delete', tenant, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'ErasurePasswordWrong',
      message: 'The password is not correct. Your account was not deleted.',
      fields: { password: 'The password is not correct. Your account was not deleted.' },
    });
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { password: 'nope' },
      headers: { ...tenant.headers, 'accept-language': 'de' },
    });
    expect(german.json().message).toBe('Das Passwort ist nicht korrekt. Dein Konto wurde nicht gelöscht.');
    expect((await call('POST', '/api/account/delete', tenant, {})).json().fields).toEqual({
      password: 'Password is required',
    });
    expect((await call('POST', '/api/account/delete', null, { password: PASSWORD })).statusCode).toBe(401);

    expect(await findNaming([tenant.user.id, tenant.user.email])).toEqual(before);
    expect(await storedFiles(t)).toEqual(files);
    expect((await call('GET', '/api/auth/current-user', tenant)).statusCode).toBe(200);
  });

  it('removes every row and file naming the person; keeps the other member’s conversation and the paid plan under a pseudonym', async () => {
    const { tenant, name, requestId } = await richTenant();
    const { landlord, propertyId, inboxId } = await landlordAround(tenant, requestId);
    const needles = [tenant.user.id, tenant.user.email, name.firstName, name.lastName];

    // The scan can fail: before the erasure it finds the person wherever they are referenced.
    const before = await findNaming(needles);
    for (const column of [
      'users.id',
      'users.email',
      'sessions.user_id',
      'tenant_requests.user_id',
      'tenant_requests.first_name',
      'tenant_requests.email',
      'favourite_properties.user_id',
      'document_access.tenant_id',
      'inboxes.recipient_id',
      'messages.sender_id',
      'payments.user_id',
      'local_checkout_sessions.email',
      'saved_searches.user_id',
      // The person's own notification centre, and the landlord's entries naming them (message, access answer).
      'notifications.user_id',
      'notifications.data',
    ]) {
      expect(before).toContain(column);
    }
    expect(before.filter((c) => c === 'inboxes.member_low' || c === 'inboxes.member_high')).toHaveLength(1);
    // Every column that references users is among the columns scanned (the scan reads all of them).
    const userColumns = await rows<{ column: string }>(
      sql`select kcu.table_name || '.' || kcu.column_name as column from information_schema.referential_constraints rc
          join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
          where ccu.table_name = 'users' and kcu.constraint_schema = 'public'`,
    );
    expect(userColumns.map((c) => c.column)).toEqual(
      expect.arrayContaining([
        'sessions.user_id',
        'tenant_requests.user_id',
        'document_access.tenant_id',
        'favourite_properties.user_id',
      ]),
    );

    const personFiles = (
      await rows<{
        key: string;
      }>(sql`select 'avatars/' || avatar_key || '.webp' as key from users where id = ${tenant.user.id}
        union all select storage_key from request_files f join tenant_requests r on r.id = f.request_id where r.user_id = ${tenant.user.id}`)
    ).map((r) => r.key);
    expect(personFiles).toHaveLength(3);
    const filesBefore = await storedFiles(t);
    for (const key of personFiles) expect(filesBefore).toContain(key);

    const socket = await openSocket(tenant.accessToken);
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));

    const erased = await call('POST', '/api/account/delete', tenant, { password: PASSWORD });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ message: 'Your account has been deleted.' });
    expect(await disconnected).toBe('io server disconnect');

    // Nothing names the person any more: no id, email or name in any column of any table.
    expect(await findNaming(needles)).toEqual([]);
    // No file of theirs is left in storage; the landlord's listing photo stays.
    const filesAfter = await storedFiles(t);
    for (const key of personFiles) expect(filesAfter).not.toContain(key);
    expect(filesAfter.some((f) => f.startsWith('avatars/') && f.includes(personFiles[0]!.slice(8, 44)))).toBe(false);
    expect(filesAfter.filter((f) => f.startsWith('property-images/'))).toEqual(
      filesBefore.filter((f) => f.startsWith('property-images/')),
    );

    // The paid plan stays for tax law under a pseudonym; the never-paid checkout is gone.
    const [erasure] = await rows<{ pseudonym: string; role: string; payments_kept: number; inboxes_kept: number }>(
      sql`select pseudonym, role, payments_kept, inboxes_kept from account_erasures order by erased_at desc limit 1`,
    );
    expect(erasure).toMatchObject({ role: 'client', payments_kept: 1, inboxes_kept: 1 });
    const kept = await rows<{ plan_id: string; amount_cents: number; status: string; period_end: string | null }>(
      sql`select plan_id, amount_cents, status, period_end from payments where user_id = ${erasure!.pseudonym}`,
    );
    expect(kept).toEqual([expect.objectContaining({ plan_id: 'tenant-6', amount_cents: 3570, status: 'applied' })]);
    expect(kept[0]!.period_end).not.toBeNull();

    // The person can no longer sign in, refresh or use the old token.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: tenant.user.email, password: PASSWORD },
      headers: { 'accept-language': 'en' },
    });
    expect(login.json()).toEqual({ code: 'InvalidCredentials', message: 'Invalid credentials' });
    expect((await call('GET', '/api/auth/current-user', tenant)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { userId: tenant.user.id, refreshToken: tenant.refreshToken },
        })
      ).statusCode,
    ).toBe(401);

    // The landlord keeps the conversation; the other side shows as no longer available.
    const inboxes = (await call('GET', '/api/inquiry/inboxes', landlord)).json().items;
    expect(inboxes).toEqual([
      expect.objectContaining({
        id: inboxId,
        otherMember: expect.objectContaining({ id: '', firstName: '', available: false }),
      }),
    ]);
    const thread = (await call('GET', `/api/inquiry/thread/${inboxId}`, landlord)).json();
    expect(
      thread.messages.map((m: { message: string; senderId: string }) => [m.message, m.senderId === landlord.user.id]),
    ).toEqual([
      ['Guten Tag, meine Wohnung passt.', true],
      ['Sehr gern, wann kann ich sie sehen?', false],
    ]);
    const reply = await call('POST', '/api/inquiry/send', landlord, { inboxId, message: 'Hallo?' });
    expect(reply.json()).toMatchObject({
      code: 'RecipientUnavailable',
      message: 'Other user of this chat is no longer available.',
    });
    // Their notifications naming the person (the message, the access answer) went with the person.
    expect((await call('GET', '/api/notifications', landlord)).json()).toMatchObject({ items: [], total: 0 });
    // Their favourite of the erased request is gone with it; their own listing stays.
    expect((await call('GET', '/api/favorites/requests', landlord)).json().items).toEqual([]);
    expect((await call('GET', `/api/landlord/${propertyId}`, landlord)).statusCode).toBe(200);
    expect((await call('GET', `/api/tenant/${requestId}`, landlord)).statusCode).toBe(404);
  });

  it('a conversation whose both members erased their accounts is deleted', async () => {
    const { tenant, requestId } = await richTenant();
    const { landlord, landlordName, inboxId } = await landlordAround(tenant, requestId);
    expect((await call('POST', '/api/account/delete', tenant, { password: PASSWORD })).statusCode).toBe(200);
    expect(await rows(sql`select id from inboxes where id = ${inboxId}`)).toHaveLength(1);
    expect((await call('POST', '/api/account/delete', landlord, { password: PASSWORD })).statusCode).toBe(200);
    expect(await rows(sql`select id from inboxes where id = ${inboxId}`)).toHaveLength(0);
    expect(await rows(sql`select id from messages where inbox_id = ${inboxId}`)).toHaveLength(0);
    expect(
      await findNaming([landlord.user.id, landlord.user.email, landlordName.firstName, landlordName.lastName]),
    ).toEqual([]);
  });

  it('the last admin cannot erase their account; with another admin they can', async () => {
    const first = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
    const alone = await call('POST', '/api/account/delete', first, { password: PASSWORD });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toEqual({
      code: 'LastAdmin',
      message: 'You are the only admin. Make another account an admin before deleting yours.',
    });
    expect((await call('GET', '/api/auth/current-user', first)).statusCode).toBe(200);

    const second = await createUser(t.database.db, { role: 'admin', email: uniqueEmail('admin') });
    expect((await call('POST', '/api/account/delete', first, { password: PASSWORD })).statusCode).toBe(200);
    const nowAlone = await call('POST', '/api/account/delete', await login(t.app, second), { password: PASSWORD });
    expect(nowAlone.json().code).toBe('LastAdmin');
  });
});

describe('account erasure with the local mail outbox (no SMTP server set)', () => {
  it('deletes the kept mails to the person, and only theirs', async () => {
    const o = await createTestApp({}, { SMTP_URL: '' });
    try {
      const tag = Math.random().toString(36).slice(2, 8);
      // Both addresses map to the same outbox file name; only the mail's To: header tells them apart.
      const person = await createLoggedInUser(o.app, o.database.db, {
        role: 'client',
        email: `mia+${tag}@example.test`,
      });
      const neighbour = await createUser(o.database.db, { role: 'client', email: `mia_${tag}@example.test` });
      const forgot = (email: string) =>
        o.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      for (const email of [person.user.email, person.user.email, neighbour.email])
        expect((await forgot(email)).statusCode).toBe(200);
      const outbox = path.join(o.dataDir, 'outbox');
      const mailsTo = (email: string) =>
        readdirSync(outbox).filter((f) => readFileSync(path.join(outbox, f), 'utf8').includes(`To: ${email}`));
      await expect.poll(() => mailsTo(person.user.email).length).toBe(2);
      expect(mailsTo(neighbour.email)).toHaveLength(1);

      const erased = await o.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        payload: { password: PASSWORD },
        headers: person.headers,
      });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(mailsTo(person.user.email)).toEqual([]);
      expect(mailsTo(neighbour.email)).toHaveLength(1);
    } finally {
      await o.close();
    }
  });
});
