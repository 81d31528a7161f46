import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { createLoggedInUser, type LoggedIn, seedPostalCodes } from '../../../../test/factories.ts';
import { createProperty } from '../../../../test/route-access/fixtures.ts';
import { decide } from '../../../../test/moderation-factories.ts';
import { insertComplaint } from '../complaints/complaint-queries.ts';

let t: TestContext;
let admin: LoggedIn;
let landlord: LoggedIn;
let tenant: LoggedIn;
const at = (iso: string) => new Date(iso);

/**
 * March 2020, seeded once: five reports (one at 23:00 on the last day), three decisions in March and
 * one on 1 April, two automatic flags of which one was confirmed, one complaint in March that
 * reversed its decision and one in April.
 */
beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  const [a, b, c] = [
    await createProperty(t, landlord),
    await createProperty(t, landlord),
    await createProperty(t, landlord),
  ];
  const removed = await decide(t, {
    subjectType: 'property',
    subjectId: a.id,
    reporters: [tenant, { name: 'Anna Anonym', email: 'anna@example.test' }],
    reasons: ['scam', 'discrimination'],
    action: 'remove',
    ground: 'illegal',
    reportedAt: at('2020-03-10T10:00:00Z'),
    decidedAt: at('2020-03-10T13:30:00Z'),
  });
  const restricted = await decide(t, {
    subjectType: 'property',
    subjectId: b.id,
    reporters: ['system'],
    action: 'restrict',
    ground: 'terms',
    reportedAt: at('2020-03-11T00:00:00Z'),
    decidedAt: at('2020-03-11T05:00:00Z'),
  });
  await decide(t, {
    subjectType: 'property',
    subjectId: c.id,
    reporters: ['system'],
    action: 'dismiss',
    reportedAt: at('2020-03-12T00:00:00Z'),
    decidedAt: at('2020-03-12T01:00:00Z'),
  });
  await decide(t, {
    subjectType: 'user',
    subjectId: landlord.user.id,
    reporters: [tenant],
    reason: 'spam',
    action: 'warn',
    reportedAt: at('2020-03-31T23:00:00Z'),
    decidedAt: at('2020-04-01T00:30:00Z'),
  });
  const complaint = await insertComplaint(t.database.db, {
    decisionId: removed.decision.id,
    complainantId: landlord.user.id,
    complainantRole: 'owner',
    explanation: 'Das Inserat ist echt.',
    at: at('2020-03-15T09:00:00Z'),
  });
  const res = await get(`/api/admin/complaints/${complaint!.id}/resolve`, 'POST', {
    outcome: 'reversed',
    statement: 'Der Mietvertrag liegt vor, alles in Ordnung.',
  });
  expect(res.statusCode).toBe(200);
  await insertComplaint(t.database.db, {
    decisionId: restricted.decision.id,
    complainantId: landlord.user.id,
    complainantRole: 'owner',
    explanation: 'Der Preis ist korrekt.',
    at: at('2020-04-02T09:00:00Z'),
  });
});
afterAll(() => t.close());

function get(url: string, method: 'GET' | 'POST' = 'GET', payload?: object, who: LoggedIn = admin) {
  return t.app.inject({ method, url, payload, headers: who.headers });
}

const zeros = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, 0]));
const REASONS = ['scam', 'discrimination', 'illegal', 'false_information', 'spam', 'offensive', 'privacy', 'other'];

describe('GET /api/admin/transparency', () => {
  it('counts the figures of a period; a date-only `to` includes that whole day', async () => {
    const res = await get('/api/admin/transparency?from=2020-03-01&to=2020-03-31');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2020-03-01T00:00:00.000Z',
      to: '2020-03-31T23:59:59.999Z',
      reports: {
        total: 5,
        byReason: { ...zeros(REASONS), scam: 3, discrimination: 1, spam: 1 },
        bySubjectType: { property: 4, request: 0, message: 0, user: 1 },
      },
      decisions: {
        total: 3,
        byAction: { dismiss: 1, remove: 1, restrict: 1, warn: 0, suspend: 0 },
        byGround: { illegal: 1, terms: 1 },
      },
      // 1, 3.5, 3.5 and 5 hours from report to decision.
      medianHoursToDecision: 3.5,
      complaints: { total: 1, reversed: 1 },
      automated: { flags: 2, confirmed: 1 },
    });
  });

  it('counts 0 for every key outside the seeded period, and exact instants bound it', async () => {
    const empty = (await get('/api/admin/transparency?from=2019-01-01&to=2019-01-31')).json();
    expect(empty).toMatchObject({
      reports: { total: 0, byReason: zeros(REASONS), bySubjectType: zeros(['property', 'request', 'message', 'user']) },
      decisions: { total: 0, byAction: zeros(['dismiss', 'remove', 'restrict', 'warn', 'suspend']) },
      medianHoursToDecision: null,
      complaints: { total: 0, reversed: 0 },
      automated: { flags: 0, confirmed: 0 },
    });
    const april = (await get('/api/admin/transparency?from=2020-04-01T00:00:00Z&to=2020-04-30T00:00:00Z')).json();
    expect(april).toMatchObject({
      reports: { total: 0 },
      decisions: { total: 1, byAction: { warn: 1 } },
      medianHoursToDecision: 1.5,
      complaints: { total: 1, reversed: 0 },
    });
  });

  it('downloads the same figures as CSV', async () => {
    const json = (await get('/api/admin/transparency?from=2020-03-01&to=2020-03-31')).json();
    const res = await get('/api/admin/transparency?from=2020-03-01&to=2020-03-31&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="mietmatch-transparency-2020-03-01-2020-03-31.csv"',
    );
    const [header, ...lines] = res.body.trim().split(/\r?\n/);
    expect(header).toBe('section,key,value');
    expect(lines).toContain('reports.byReason,scam,3');
    expect(lines).toContain('medianHoursToDecision,,3.5');
    // Parsed back, the rows are the JSON answer's numbers.
    const parsed: Record<string, unknown> = {};
    for (const line of lines) {
      const [section, key, value] = line.split(',') as [string, string, string];
      if (section === 'period') {
        parsed[key] = value;
        continue;
      }
      const path = [...section.split('.'), key].filter(Boolean);
      let node = parsed as Record<string, unknown>;
      for (const part of path.slice(0, -1)) {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
      node[path.at(-1)!] = value === '' ? null : Number(value);
    }
    expect(parsed).toEqual(json);
  });

  it('defaults to the 30 days up to now', async () => {
    const listing = await createProperty(t, landlord);
    await decide(t, { subjectType: 'property', subjectId: listing.id, reporters: [tenant], action: 'dismiss' });
    const res = (await get('/api/admin/transparency')).json();
    expect(Date.parse(res.to) - Date.parse(res.from)).toBe(30 * 86_400_000 - 1);
    expect(Math.abs(Date.parse(res.to) - Date.now())).toBeLessThan(60_000);
    expect(res).toMatchObject({ reports: { total: 1 }, decisions: { total: 1, byAction: { dismiss: 1 } } });
  });

  it('refuses a period that ends before it starts, and anyone but admins', async () => {
    const res = await get('/api/admin/transparency?from=2020-03-10&to=2020-03-01');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['from']);
    expect((await get('/api/admin/transparency?to=yesterday')).statusCode).toBe(400);
    expect(Object.keys((await get('/api/admin/transparency?from=0000-01-01')).json().fields)).toEqual(['from']);
    expect(Object.keys((await get('/api/admin/transparency?to=9999-12-31')).json().fields)).toEqual(['to']);
    expect((await get('/api/admin/transparency', 'GET', undefined, tenant)).statusCode).toBe(403);
  });
});
