import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { uploadCorpus, ZIP_MARK, type CorpusCase } from '../../../test/upload-corpus.ts';
import { readStored, snapshot, storedFiles, uploadKinds, type UploadKind } from '../../../test/upload-kinds.ts';

let t: TestContext;
let tenant: LoggedIn;
let landlord: LoggedIn;
let kinds: UploadKind[];
let corpus: CorpusCase[];

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  kinds = await uploadKinds(t, tenant, landlord);
  corpus = await uploadCorpus();
});
afterAll(() => t.close());

const isImageKind = (kind: UploadKind) => kind.field !== 'documents';
const refusalFor = (c: CorpusCase, kind: UploadKind) =>
  isImageKind(kind) && c.imageRefusal !== undefined ? c.imageRefusal : c.refusal;

describe('the upload corpus, sent to every upload route', () => {
  it('refuses each hostile or broken file with the field named, leaving no row and no file', async () => {
    let runs = 0;
    for (const c of corpus) {
      for (const kind of kinds) {
        const refusal = refusalFor(c, kind);
        if (refusal === null) continue;
        const before = await snapshot(t, tenant);
        const res = await kind.send({ data: c.data, filename: c.filename, type: c.type });
        const label = `${c.name} as ${kind.name}`;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(refusal.status);
        const field = res.json().fields?.[kind.field] as string | undefined;
        expect(field, `${label}: ${res.body}`).toBeTruthy();
        if (refusal.message) expect(field, label).toContain(refusal.message);
        expect(await snapshot(t, tenant), label).toEqual(before);
        runs++;
      }
    }
    const total = corpus.length * kinds.length;
    console.info(
      `upload corpus: ${corpus.length} cases × ${kinds.length} upload routes = ${total} runs (${runs} refusals)`,
    );
    expect(runs).toBe(total - corpus.filter((c) => c.imageRefusal === null).length * kinds.filter(isImageKind).length);
  });

  it('takes a JPEG with a ZIP appended as an image, re-encoded without the archive', async () => {
    const polyglot = corpus.find((c) => c.imageRefusal === null)!;
    for (const kind of kinds.filter(isImageKind)) {
      const before = new Set(await storedFiles(t));
      const res = await kind.send({ data: polyglot.data, filename: polyglot.filename, type: polyglot.type });
      expect(res.statusCode, `${kind.name}: ${res.body}`).toBe(kind.ok);
      const added = (await storedFiles(t)).filter((f) => !before.has(f));
      expect(added.length, kind.name).toBeGreaterThan(0);
      for (const name of added) {
        const data = await readStored(t, name);
        expect(data.subarray(0, 4).toString('latin1'), name).toBe('RIFF');
        expect(data.includes(Buffer.from('PK\x03\x04', 'latin1')), name).toBe(false);
        expect(data.includes(Buffer.from(ZIP_MARK)), name).toBe(false);
      }
    }
  });

  it('refuses a 20,000 × 20,000 px PNG from its header: quickly and without decoding it', async () => {
    const bomb = corpus.find((c) => c.name.startsWith('PNG decompression bomb'))!;
    for (const kind of kinds) {
      const rss = process.memoryUsage().rss;
      const started = performance.now();
      const res = await kind.send({ data: bomb.data, filename: bomb.filename, type: bomb.type });
      const ms = performance.now() - started;
      expect(res.statusCode, kind.name).toBe(400);
      // Decoding would take 400 MB at one byte per pixel and seconds of work.
      expect(ms, kind.name).toBeLessThan(2_000);
      expect(process.memoryUsage().rss - rss, kind.name).toBeLessThan(150 * 1024 * 1024);
    }
  });
});
