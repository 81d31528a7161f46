import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { complaintDeadline } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { createLoggedInUser, login, type LoggedIn, seedPostalCodes } from '../../../../test/factories.ts';
import { createProperty } from '../../../../test/route-access/fixtures.ts';
import { decide } from '../../../../test/moderation-factories.ts';
import { addMonths } from '../../../lib/clock.ts';
import { users } from '../../../db/schema/index.ts';

let t: TestContext;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const member = (role: 'client' | 'contractor', extra: Record<string, unknown> = {}) =>
  createLoggedInUser(t.app, t.database.db, {
    role,
    paymentExpiresAt: addMonths(new Date(), 24),
    firstName: role === 'client' ? 'Rita' : 'Lars',
    lastName: `Name${Math.random().toString(36).slice(2, 8)}`,
    ...extra,
  });
const decisionsOf = async (who: LoggedIn, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/moderation/decisions${query}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/moderation/decisions', () => {
  it('shows the owner the whole statement of a restriction, with the removed listing and the deadline', async () => {
    const landlord = await member('contractor');
    const listing = await createProperty(t, landlord);
    const { decision } = await decide(t, {
      subjectType: 'property',
      subjectId: listing.id,
      reporters: [await member('client'), 'system'],
      action: 'remove',
      ground: 'illegal',
      groundDetail: '§ 263 StGB (Betrug)',
      statement: 'Das Inserat verlangt 1.500 € Kaution per Western Union vor der Besichtigung.',
    });
    const list = await decisionsOf(landlord);
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.items[0]).toEqual({
      id: decision.id,
      role: 'owner',
      subject: {
        type: 'property',
        id: listing.id,
        title: listing.title,
        excerpt: listing.description,
        owner: { id: landlord.user.id, firstName: landlord.user.firstName, lastName: landlord.user.lastName },
        moderation: 'removed',
      },
      action: 'remove',
      ground: 'illegal',
      groundDetail: '§ 263 StGB (Betrug)',
      statement: 'Das Inserat verlangt 1.500 € Kaution per Western Union vor der Besichtigung.',
      automatedDetection: true,
      createdAt: decision.createdAt.toISOString(),
      reversedAt: null,
      complaintUntil: complaintDeadline(decision.createdAt).toISOString(),
      canComplain: true,
      complaint: null,
      reportReference: null,
    });
  });

  it('shows a reporter the outcome and ground only, and nothing about who else reported', async () => {
    const landlord = await member('contractor');
    const reporter = await member('client');
    const other = await member('client');
    const anonymous = { name: 'Zora Zeugin', email: `zora-${Date.now()}@example.test` };
    const listing = await createProperty(t, landlord);
    const { decision, reports } = await decide(t, {
      subjectType: 'property',
      subjectId: listing.id,
      reporters: [reporter, other, anonymous],
      action: 'restrict',
      statement: 'Vertrauliche Tatsachen über den Vermieter, die Meldende nicht lesen.',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/moderation/decisions', headers: reporter.headers });
    const [item] = res.json().items;
    expect(item).toMatchObject({
      id: decision.id,
      role: 'reporter',
      statement: null,
      action: 'restrict',
      ground: 'terms',
    });
    expect(item.canComplain).toBe(false);
    // Their own report's reference names the outcome; the others' reports stay unknown.
    expect(item.reportReference).toBe(reports[0]!.reference);
    for (const secret of [
      other.user.id,
      other.user.email,
      other.user.lastName,
      anonymous.email,
      anonymous.name,
      ...reports.map((r) => r.id),
      ...reports.slice(1).map((r) => r.reference),
      'Vertrauliche Tatsachen',
    ])
      expect(res.body).not.toContain(secret);
    // The owner does not learn who reported either.
    const owner = await t.app.inject({ method: 'GET', url: '/api/moderation/decisions', headers: landlord.headers });
    for (const secret of [
      reporter.user.id,
      reporter.user.email,
      reporter.user.lastName,
      other.user.id,
      anonymous.email,
    ])
      expect(owner.body).not.toContain(secret);
  });

  it('lets a reporter complain about a dismissal, which the owner never sees', async () => {
    const landlord = await member('contractor');
    const reporter = await member('client');
    const listing = await createProperty(t, landlord);
    const { decision } = await decide(t, {
      subjectType: 'property',
      subjectId: listing.id,
      reporters: [reporter],
      action: 'dismiss',
    });
    expect((await decisionsOf(landlord)).items).toEqual([]);
    const [item] = (await decisionsOf(reporter)).items;
    expect(item).toMatchObject({ id: decision.id, role: 'reporter', action: 'dismiss', canComplain: true });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/moderation/decisions/${decision.id}/complaint`,
      headers: reporter.headers,
      payload: { explanation: 'Das Inserat verlangt eindeutig Vorkasse.' },
    });
    expect(res.statusCode).toBe(201);
    const [after] = (await decisionsOf(reporter)).items;
    expect(after).toMatchObject({ canComplain: false, complaint: { id: res.json().id, status: 'open' } });
  });

  it('lists decisions about the account, newest first and paged; a deactivated member still reads them', async () => {
    const target = await member('contractor');
    const reporter = await member('client');
    const warned = await decide(t, {
      subjectType: 'user',
      subjectId: target.user.id,
      reporters: [reporter],
      action: 'warn',
    });
    const listing = await createProperty(t, target);
    const restricted = await decide(t, {
      subjectType: 'property',
      subjectId: listing.id,
      reporters: [reporter],
      action: 'restrict',
      decidedAt: new Date(t.clock.now().getTime() + DAY),
    });
    await t.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, target.user.id));
    const first = await decisionsOf(target, '?pageSize=1');
    expect(first).toMatchObject({ total: 2, pageSize: 1 });
    expect(first.items.map((d: { id: string }) => d.id)).toEqual([restricted.decision.id]);
    const second = await decisionsOf(target, '?pageSize=1&page=2');
    expect(second.items[0]).toMatchObject({
      id: warned.decision.id,
      role: 'owner',
      subject: { type: 'user', id: target.user.id, title: `${target.user.firstName} ${target.user.lastName}` },
    });
  });

  it('closes the complaint after six months by the clock', async () => {
    const landlord = await member('contractor');
    const listing = await createProperty(t, landlord);
    const { decision } = await decide(t, {
      subjectType: 'property',
      subjectId: listing.id,
      reporters: [await member('client')],
      action: 'remove',
    });
    t.clock.advance(complaintDeadline(decision.createdAt).getTime() - t.clock.now().getTime() + DAY);
    const [item] = (await decisionsOf(await login(t.app, landlord.user))).items;
    expect(item).toMatchObject({ id: decision.id, canComplain: false });
  });

  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/moderation/decisions' })).statusCode).toBe(401);
  });
});
