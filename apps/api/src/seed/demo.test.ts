import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createLoggedInUser, login } from '../../test/factories.ts';
import { readPostalCodeFile } from '../adapters/geo/read-postal-codes.ts';
import { loadConfig } from '../config.ts';
import { postalCodes, type UserRow } from '../db/schema/index.ts';
import { findUserByEmail } from '../modules/users/queries.ts';
import { DEMO_PASSWORD, prepareLivingDemo } from './demo-content.ts';
import { demoListings } from './demo-listings.ts';
import { demoMembers } from './demo-members.ts';
import { DEMO_CITIES } from './demo-places.ts';
import { DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from './demo-people.ts';
import { seededRandom } from './demo-random.ts';
import { countDemoMarketplace } from './demo-queries.ts';
import { printDemoBanner, seedDemoAccounts } from './demo.ts';

const demoCodes = DEMO_CITIES.flatMap((c) => c.districts.map((d) => ({ city: c.city, zipcode: d.postalCode })));

/** The demo's postal codes, read from the table that ships with the product. */
async function seedDemoPostalCodes(t: TestContext) {
  const file = await readPostalCodeFile(loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir }).postalCodesFile);
  const wanted = new Set(demoCodes.map((c) => `${c.zipcode}|${c.city}`));
  const real = (file ?? []).filter((r) => wanted.has(`${r.zipcode}|${r.place}`));
  if (real.length > 0) await t.database.db.insert(postalCodes).values(real);
  return real.length;
}

let t: TestContext;
let realCodes: number;
let counts: Awaited<ReturnType<NonNullable<Awaited<ReturnType<typeof prepareLivingDemo>>>['write']>>;
const seed = async () => prepareLivingDemo({ db: t.database.db, storage: t.storage, log: t.app.log });
const get = async (url: string, who: { headers: Record<string, string> }) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const demoUser = async (email: string) => (await findUserByEmail(t.database.db, email)) as UserRow;

beforeAll(async () => {
  t = await createTestApp();
  realCodes = await seedDemoPostalCodes(t);
  await seedDemoAccounts(t.database.db, t.app.log);
  counts = await (await seed())!.write();
}, 120_000);
afterAll(() => t.close());

describe('the demo marketplace', () => {
  it('is written whole: sixty listings, forty requests, five threads, eight applications', () => {
    expect(counts).toEqual({ listings: 60, requests: 40, threads: 5, applications: 8, members: demoMembers().length });
  });

  it('gives the demo landlord applicants to answer and the demo tenant applications of her own', async () => {
    const volker = await login(t.app, await demoUser(DEMO_LANDLORD_EMAIL), DEMO_PASSWORD);
    const mine = await get(`/api/landlord/filter?listedBy=${volker.user.id}&pageSize=50`, volker);
    const pages = await Promise.all(
      mine.items.map((l: { id: string }) => get(`/api/properties/${l.id}/applications?sort=date`, volker)),
    );
    const busy = pages.find((p) => p.total > 0);
    expect(busy.counts).toMatchObject({ new: 4, shortlisted: 1, declined: 1 });
    expect(busy.items[0].score).toBeGreaterThan(0);
    const mia = await login(t.app, await demoUser(DEMO_TENANT_EMAIL), DEMO_PASSWORD);
    const hers = await get('/api/applications', mia);
    expect(hers.items.map((a: { status: string }) => a.status).sort()).toEqual(['new', 'shortlisted']);
  });

  it('lets a new tenant find listings with photos in Berlin, rents following the area', async () => {
    const visitor = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const page = await get('/api/landlord/filter?city=Berlin&pageSize=50', visitor);
    // Fourteen in Berlin, one of them let (seen by its owner only).
    expect(page.total).toBe(13);
    for (const item of page.items) {
      expect(item.images.length).toBeGreaterThanOrEqual(2);
      expect(item.warmRent).toBe(item.rent + item.additionalCost);
      expect(item.rent / item.squareMeters).toBeGreaterThan(10);
      expect(item.rent / item.squareMeters).toBeLessThan(30);
      expect(item.energyEfficiencyClass).toBeTruthy();
    }
    const photo = await t.app.inject({ method: 'GET', url: page.items[0].images[0].thumbUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const munich = await get('/api/landlord/filter?city=M%C3%BCnchen&pageSize=50', visitor);
    const perM2 = (items: { rent: number; squareMeters: number }[]) =>
      items.reduce((sum, i) => sum + i.rent / i.squareMeters, 0) / items.length;
    expect(perM2(munich.items)).toBeGreaterThan(perM2(page.items));
  });

  it('lets a landlord find tenant requests in each of the six cities', async () => {
    const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    let total = 0;
    for (const { city } of DEMO_CITIES) {
      const page = await get(`/api/tenant/filter?city=${encodeURIComponent(city)}&pageSize=50`, landlord);
      expect(page.total, city).toBeGreaterThan(0);
      total += page.total;
    }
    expect(total).toBe(40);
  });

  it('gives the demo landlord a profile address in Berlin, where his search for tenants starts', async () => {
    const volker = await demoUser(DEMO_LANDLORD_EMAIL);
    const berlin = DEMO_CITIES.find((c) => c.city === 'Berlin')!;
    expect(berlin.districts.map((d) => d.postalCode)).toContain(volker.postalArea);
    expect(volker.address).toContain(`${volker.postalArea} Berlin`);
  });

  it('gives the demo tenant conversations, an unread message, a pending access request and both plans', async () => {
    const mia = await login(t.app, await demoUser(DEMO_TENANT_EMAIL), DEMO_PASSWORD);
    const inboxes = await get('/api/inquiry/inboxes?filter=all&page=1&limit=10', mia);
    expect(inboxes.total).toBe(3);
    expect(inboxes.items.some((i: { unreadCount: number }) => i.unreadCount > 0)).toBe(true);
    const withVolker = inboxes.items.find(
      (i: { otherMember: { firstName: string } }) => i.otherMember.firstName === 'Volker',
    );
    const thread = await get(`/api/inquiry/thread/${withVolker.id}`, mia);
    const times = thread.messages.map((m: { createdAt: string }) => Date.parse(m.createdAt));
    expect(thread.messages).toHaveLength(5);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeLessThan(Date.now() - 24 * 3_600_000);

    const access = await get('/api/document-access', mia);
    const byName = Object.fromEntries(
      access.items.map((a: { firstName: string; status: string }) => [a.firstName, a.status]),
    );
    expect(byName).toEqual({ Lena: 'pending', Volker: 'granted' });

    const me = await demoUser(DEMO_TENANT_EMAIL);
    expect(me.planId).toBe('tenant-12');
    expect(me.additionalPlanExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(me.avatarKey).toBeTruthy();
  });

  it('files no scam report against its own listings (the photos differ from each other)', async () => {
    const reports = await t.database.db.execute(sql`select count(*)::int as n from reports`);
    expect(reports.rows[0]).toEqual({ n: 0 });
  });

  it('adds nothing when the server starts again', async () => {
    const before = await t.database.db.execute(sql`select count(*)::int as n from properties`);
    expect(await seed()).toBeNull();
    expect((await t.database.db.execute(sql`select count(*)::int as n from properties`)).rows).toEqual(before.rows);
  });

  it('is drawn the same on every run', () => {
    const landlords = new Map(demoMembers().map((m) => [m.member.email, m.member]));
    const now = new Date('2026-03-01T10:00:00Z');
    const draw = () =>
      demoListings(landlords, seededRandom(7), now).map((l) => [l.fields.title, l.fields.rent, l.photos]);
    expect(draw()).toEqual(draw());
  });

  it('uses postal codes the shipped table places in their city', () => {
    expect(realCodes).toBe(demoCodes.length);
  });

  it('prints the demo accounts as a plain table into the logger output, after what was logged before', async () => {
    const out: string[] = [];
    const log = Fastify({ logger: { level: 'info', stream: { write: (text: string) => out.push(text) } } }).log;
    log.info('running on http://localhost:3000');
    printDemoBanner(log, 'http://localhost:3000', await countDemoMarketplace(t.database.db));
    expect(out).toHaveLength(2);
    expect(JSON.parse(out[0]!).msg).toBe('running on http://localhost:3000');
    const lines = out[1]!.split('\n');
    expect(lines).toContain('  Mietmatch | Rentmatch demo: open http://localhost:3000/login');
    expect(lines.some((l) => /^ {2}tenant +mieter@demo\.mietmatch\.local +demo1234$/.test(l))).toBe(true);
    expect(lines.some((l) => /^ {2}landlord +vermieter@demo\.mietmatch\.local +demo1234$/.test(l))).toBe(true);
    expect(lines.some((l) => /^ {2}admin +admin@demo\.mietmatch\.local +demo1234$/.test(l))).toBe(true);
    expect(lines).toContain(
      '  The demo marketplace: 60 listings and 40 tenant requests in Berlin, Frankfurt am Main, Hamburg, Köln, München and Stuttgart;',
    );
  });

  it('tells in the banner when the marketplace is missing instead of announcing listings', () => {
    const out: string[] = [];
    printDemoBanner({ [Symbol('pino.stream')]: { write: (text: string) => out.push(text) } }, 'http://x', {
      listings: 0,
      requests: 0,
      cities: [],
    });
    expect(out.join('')).toContain('No demo listings or requests: the demo marketplace needs the postal-code table');
    expect(out.join('')).not.toContain('listings and');
  });
});
