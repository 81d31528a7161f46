import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFiles, tenantRequests, type UserRow } from '../db/schema/index.ts';
import {
  createUser,
  multipart,
  PASSWORD,
  pdfDocument,
  pngImage,
  requestForm,
  seedPostalCodes,
} from '../../test/factories.ts';
import { freePort, nodeHome, startNode, storageOf, storedKeys, type NodeProcess } from '../../test/node-process.ts';

/*
 * A node killed (SIGKILL: no shutdown of any kind) while it stores a tenant request's 40 files, then
 * started again. Files are stored before their rows are written in one transaction, so the crash
 * leaves files without a row and never a row without its files; the orphan sweep at the next start
 * removes those files. Files are listed through the storage interface, whatever backend it is.
 */
let home: Awaited<ReturnType<typeof nodeHome>>;
let tenant: UserRow;
const nodes: NodeProcess[] = [];
beforeAll(async () => {
  home = await nodeHome('crash');
  const database = await home.open();
  await database.migrate();
  await seedPostalCodes(database.db);
  tenant = await createUser(database.db, { role: 'client' });
  await database.close();
});
afterAll(async () => {
  for (const node of nodes)
    if (node.child.exitCode === null && node.child.signalCode === null) await node.stop('SIGKILL');
  await home?.remove();
});

/** A request form with `images` images and `documents` documents. */
async function requestBody(images: number, documents: number) {
  const image = await pngImage(1200, 900);
  return multipart(
    requestForm(),
    {
      images: Array.from({ length: images }, (_, i) => ({ data: image, filename: `b${i}.png`, type: 'image/png' })),
      documents: Array.from({ length: documents }, (_, i) => ({
        data: pdfDocument(`Dokument ${i}`),
        filename: `d${i}.pdf`,
        type: 'application/pdf',
      })),
    },
    { documentTitles: Array.from({ length: documents }, (_, i) => `Nachweis ${i}`) },
  );
}

/** The keys the rows name: each file, and an image's thumbnail beside it. */
function namedKeys(rows: { key: string }[]): string[] {
  return rows
    .flatMap(({ key }) => (key.endsWith('.webp') ? [key, key.replace(/\.webp$/, '-thumb.webp')] : [key]))
    .sort();
}

describe('a node killed while it stores an upload’s files', () => {
  it('leaves no row without its files, and after the restart’s sweep no file without a row', {
    timeout: 90_000,
  }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = home.env(port, { ORPHAN_SWEEP_MIN_AGE_MINUTES: '60' });
    const storage = storageOf(env);
    const first = startNode(env);
    nodes.push(first);
    await first.logged('is running');
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: tenant.email, password: PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const post = (body: Awaited<ReturnType<typeof requestBody>>) =>
      fetch(`${base}/api/tenant/create-tenant-request`, {
        method: 'POST',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        body: body.payload,
      });

    // A request published before the crash: its files must survive the sweep.
    expect((await post(await requestBody(1, 1))).status).toBe(201);
    const kept = await storedKeys(storage);
    expect(kept).toHaveLength(3);

    // The files are stored one after the other once the body is read, then the rows are written:
    // the kill comes when a few of the 40 are stored.
    const upload = post(await requestBody(10, 20)).catch((err: Error) => err);
    while ((await storedKeys(storage)).length < kept.length + 6) await delay(5);
    await first.stop('SIGKILL');
    expect(await upload).toBeInstanceOf(Error);
    const left = await storedKeys(storage);
    expect(left.length).toBeGreaterThan(kept.length);

    const second = startNode({ ...env, ORPHAN_SWEEP_MIN_AGE_MINUTES: '0' });
    nodes.push(second);
    const [sweep] = await second.logged('orphan file sweep done');
    expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null });

    const database = await home.open();
    const requests = await database.db.select().from(tenantRequests).where(eq(tenantRequests.userId, tenant.id));
    const rows = await database.db.select({ key: requestFiles.storageKey }).from(requestFiles);
    await database.close();
    const after = await storedKeys(storage);
    storage.close();
    // No half-written request: only the one published before the crash.
    expect(requests).toHaveLength(1);
    // Every row's files are there, and every file is a row's.
    expect(after).toEqual(namedKeys(rows));
    expect(after).toEqual(kept);
    expect(sweep?.removed).toBe(left.length - kept.length);
    console.info(`crash test: ${left.length - kept.length} files left by the crash, all swept; ${kept.length} kept`);
  });
});
