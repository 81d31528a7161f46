import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { type LoggedIn, seedPostalCodes, uniqueEmail } from '../../../../test/factories.ts';
import { createProperty } from '../../../../test/route-access/fixtures.ts';
import { scamSignals } from '../../../db/schema/index.ts';
import { moderationKit } from '../report-test-kit.ts';

let t: TestContext;
let admin: LoggedIn;
let landlord: LoggedIn;
const reporters: LoggedIn[] = [];
const k = moderationKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  admin = await k.member('admin');
  landlord = await k.member('contractor', { firstName: 'Volker', lastName: 'Vermieter' });
  for (const firstName of ['Rita', 'Rolf', 'Ruth'])
    reporters.push(await k.member('client', { firstName, lastName: 'Melder' }));
});
afterAll(() => t?.close());

describe('GET /api/admin/reports', () => {
  it('groups the reports of one item: one queue item with the count, the reasons and the item as it is now', async () => {
    const property = await createProperty(t, landlord);
    const first = (await k.report(reporters[0]!, 'property', property.id, { reason: 'scam' })).json();
    await k.report(reporters[1]!, 'property', property.id, { reason: 'scam' });
    await k.report(reporters[2]!, 'property', property.id, { reason: 'spam' });
    const item = await k.queueItem(admin, property.id);
    expect(item).toMatchObject({
      id: first.id,
      status: 'open',
      subject: {
        type: 'property',
        id: property.id,
        title: property.title,
        excerpt: property.description,
        owner: { id: landlord.user.id, firstName: 'Volker', lastName: 'Vermieter' },
        moderation: null,
      },
      reports: {
        count: 3,
        reasons: [
          { reason: 'scam', count: 2 },
          { reason: 'spam', count: 1 },
        ],
      },
      signals: [],
      ownerHistory: { decisions: 0, removals: 0, warnings: 0, suspensions: 0, blocked: false },
    });
    expect(item!.reports.items.map((r) => r.id)[0]).toBe(first.id);
    expect(item!.reports.items).toHaveLength(3);
    expect(item!.reports.items.every((r) => r.byMember && !r.automated)).toBe(true);
  });

  it('never names a reporter: no id, name or address of a member or a visitor', async () => {
    const property = await createProperty(t, landlord);
    const email = uniqueEmail('visitor');
    await k.report(reporters[0]!, 'property', property.id);
    await k.anonymousReport(`/property-details/${property.id}`, email, { name: 'Vera Besucherin' });
    const res = await k.call('GET', '/api/admin/reports?status=open&pageSize=100', admin);
    const body = res.body;
    for (const secret of [reporters[0]!.user.id, reporters[0]!.user.email, 'Rita', email, 'Vera Besucherin']) {
      expect(body).not.toContain(secret);
    }
    const item = await k.queueItem(admin, property.id);
    expect(item!.reports.items.map((r) => r.byMember)).toEqual([true, false]);
    // Nor does the owner's view of the listing.
    expect((await k.call('GET', `/api/landlord/${property.id}`, landlord)).body).not.toContain(reporters[0]!.user.id);
  });

  it('filters by reason, kind of item and status; decided items follow their decision', async () => {
    const property = await createProperty(t, landlord);
    const member = await k.member('contractor');
    const onProperty = (await k.report(reporters[1]!, 'property', property.id, { reason: 'privacy' })).json();
    await k.report(reporters[1]!, 'user', member.user.id, { reason: 'offensive' });
    const subjects = async (query: string) =>
      (
        (await k.call('GET', `/api/admin/reports?${query}&pageSize=100`, admin)).json().items as {
          subject: { id: string };
        }[]
      ).map((i) => i.subject.id);
    expect(await subjects('reason=privacy')).toEqual([property.id]);
    expect(await subjects('subjectType=user')).toContain(member.user.id);
    expect(await subjects('subjectType=user')).not.toContain(property.id);
    expect(await subjects('status=decided')).not.toContain(property.id);

    await k.decide(admin, onProperty.id, { action: 'remove' });
    expect(await subjects('status=open')).not.toContain(property.id);
    const decided = await k.queueItem(admin, property.id, 'decided');
    expect(decided).toMatchObject({ status: 'decided', subject: { moderation: 'removed' } });
    // The owner's history counts the removal on the next item.
    const next = await createProperty(t, landlord);
    await k.report(reporters[2]!, 'property', next.id);
    expect((await k.queueItem(admin, next.id))!.ownerHistory).toMatchObject({ decisions: 1, removals: 1 });
  });

  it('pages over items, oldest first', async () => {
    const page1 = (await k.call('GET', '/api/admin/reports?page=1&pageSize=2', admin)).json();
    const page2 = (await k.call('GET', '/api/admin/reports?page=2&pageSize=2', admin)).json();
    expect(page1).toMatchObject({ page: 1, pageSize: 2 });
    expect(page1.items).toHaveLength(2);
    expect(page2.total).toBe(page1.total);
    const firsts = [...page1.items, ...page2.items].map((i: { firstReportedAt: string }) => i.firstReportedAt);
    expect([...firsts].sort()).toEqual(firsts);
  });

  it('shows the automatic signals of an item', async () => {
    const property = await createProperty(t, landlord);
    await t.database.db.insert(scamSignals).values({
      subjectType: 'property',
      subjectId: property.id,
      ownerId: landlord.user.id,
      kind: 'payment_phrase',
      detail: '„Western Union“ in the description',
    });
    await k.report(reporters[0]!, 'property', property.id);
    expect((await k.queueItem(admin, property.id))!.signals).toMatchObject([
      { kind: 'payment_phrase', detail: '„Western Union“ in the description' },
    ]);
  });

  it('is for admins only: members 403, anonymous 401', async () => {
    expect((await k.call('GET', '/api/admin/reports', reporters[0]!)).statusCode).toBe(403);
    expect((await k.call('GET', '/api/admin/reports', landlord)).statusCode).toBe(403);
    expect((await k.call('GET', '/api/admin/reports', null)).statusCode).toBe(401);
  });
});
