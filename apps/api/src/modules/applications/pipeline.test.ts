import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { seedPostalCodes } from '../../../test/factories.ts';
import { landlordWithListing } from '../../../test/viewing-factories.ts';
import { applicant, moveTo, pipeline, tenantWithRequest, withdraw } from '../../../test/application-factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
});
afterAll(() => t.close());

const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);
const MINUTE = 60_000;

describe('GET /api/properties/:id/applications', () => {
  it('shows only the listing’s owner (another landlord 404, a tenant 403)', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    await applicant(t, propertyId);
    expect((await pipeline(t, landlord, propertyId)).statusCode).toBe(200);
    const other = await landlordWithListing(t);
    const foreign = await pipeline(t, other.landlord, propertyId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NotFound');
    expect((await pipeline(t, landlord, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const { tenant } = await tenantWithRequest(t);
    expect((await pipeline(t, tenant, propertyId)).statusCode).toBe(403);
  });

  it('counts per status over the whole listing and filters by status', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const a = await applicant(t, propertyId);
    const b = await applicant(t, propertyId);
    const c = await applicant(t, propertyId);
    const d = await applicant(t, propertyId);
    await applicant(t, (await landlordWithListing(t)).propertyId);
    expect((await moveTo(t, landlord, b.id, 'shortlisted')).statusCode).toBe(200);
    expect((await moveTo(t, landlord, c.id, 'declined')).statusCode).toBe(200);
    expect((await withdraw(t, d.tenant, d.id)).statusCode).toBe(200);

    const all = (await pipeline(t, landlord, propertyId)).json();
    expect(all.total).toBe(4);
    expect(all.counts).toEqual({
      new: 1,
      shortlisted: 1,
      invited: 0,
      offered: 0,
      declined: 1,
      withdrawn: 1,
      expired: 0,
      closed: 0,
    });
    expect(ids(all).sort()).toEqual([a.id, b.id, c.id, d.id].sort());

    const shortlisted = (await pipeline(t, landlord, propertyId, '?status=shortlisted')).json();
    expect(shortlisted).toMatchObject({ total: 1, counts: all.counts });
    expect(ids(shortlisted)).toEqual([b.id]);
    expect(ids((await pipeline(t, landlord, propertyId, '?status=declined')).json())).toEqual([c.id]);
    expect((await pipeline(t, landlord, propertyId, '?status=invited')).json()).toMatchObject({ total: 0, items: [] });
  });

  it('sorts by score (best first), by date (newest first) and by response (unanswered, longest waiting first)', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    // The best match applies first, the poor one last: the score's order is not the date's.
    const good = await applicant(t, propertyId, { firstName: 'Gute' });
    t.clock.advance(MINUTE);
    const middle = await applicant(t, propertyId, { fields: { maxPrice: '1300' } });
    t.clock.advance(MINUTE);
    const poor = await applicant(t, propertyId, {
      fields: {
        maxPrice: '700',
        requiredRooms: '6',
        propertyType: 'House',
        targetCity: 'München',
        targetPostalCode: '80331',
      },
    });
    expect((await moveTo(t, landlord, good.id, 'shortlisted')).statusCode).toBe(200);

    const byScore = (await pipeline(t, landlord, propertyId, '?sort=score')).json();
    expect(ids(byScore)).toEqual([good.id, middle.id, poor.id]);
    const [best, , worst] = byScore.items;
    expect(best.score - worst.score).toBeGreaterThanOrEqual(20);
    expect(best.score).toBeGreaterThan(byScore.items[1].score);
    expect(ids((await pipeline(t, landlord, propertyId)).json())).toEqual(ids(byScore));
    expect(best).toMatchObject({ status: 'shortlisted', request: { id: good.requestId, firstName: 'Mia' } });
    expect(best.reasons.length).toBeGreaterThan(0);
    for (const r of best.reasons) expect(r).toMatchObject({ criterion: expect.any(String), fits: expect.any(Boolean) });
    expect(worst.reasons.some((r: { fits: boolean }) => !r.fits)).toBe(true);

    expect(ids((await pipeline(t, landlord, propertyId, '?sort=date')).json())).toEqual([poor.id, middle.id, good.id]);
    expect(ids((await pipeline(t, landlord, propertyId, '?sort=response')).json())).toEqual([
      middle.id,
      poor.id,
      good.id,
    ]);
    const bad = await pipeline(t, landlord, propertyId, '?sort=name');
    expect(bad.statusCode).toBe(400);
  });

  it('sort=response: only those still waiting come first; a withdrawn one waits for nothing', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const gone = await applicant(t, propertyId);
    t.clock.advance(MINUTE);
    const answered = await applicant(t, propertyId);
    t.clock.advance(MINUTE);
    const waiting = await applicant(t, propertyId);
    t.clock.advance(MINUTE);
    const newest = await applicant(t, propertyId);
    expect((await withdraw(t, gone.tenant, gone.id)).statusCode).toBe(200);
    expect((await moveTo(t, landlord, answered.id, 'shortlisted')).statusCode).toBe(200);
    const page = (await pipeline(t, landlord, propertyId, '?sort=response')).json();
    expect(ids(page).slice(0, 2)).toEqual([waiting.id, newest.id]);
    expect(ids(page).slice(2).sort()).toEqual([gone.id, answered.id].sort());
  });

  it('pages ten to a page', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const all: string[] = [];
    for (let i = 0; i < 11; i++) {
      all.push((await applicant(t, propertyId)).id);
      t.clock.advance(1000);
    }
    const first = (await pipeline(t, landlord, propertyId, '?sort=date')).json();
    expect(first).toMatchObject({ total: 11, page: 1, pageSize: 10 });
    expect(ids(first)).toEqual(all.slice(1).reverse());
    const second = (await pipeline(t, landlord, propertyId, '?sort=date&page=2')).json();
    expect(second).toMatchObject({ total: 11, page: 2 });
    expect(ids(second)).toEqual([all[0]]);
  });
});
