import type { TestContext } from '../test-app.ts';
import { multipart, propertyForm, type LoggedIn } from '../factories.ts';
import type { RouteCall } from './calls.ts';
import type { Fixtures } from './fixtures.ts';

/** A new listing of the landlord with fair selection on: one a draw is allowed for. */
async function fairListing(t: TestContext, landlord: LoggedIn): Promise<string> {
  const body = multipart(propertyForm({ fairSelection: 'true' }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/landlord/create',
    payload: body.payload,
    headers: { ...landlord.headers, ...body.headers },
  });
  if (res.statusCode !== 201) throw new Error(`fair listing fixture: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** One recorded draw of the owner landlord, made once per app: the object an admin checks. */
const fixtureDraws = new WeakMap<TestContext, Promise<string>>();
function recordedDraw(t: TestContext, f: Fixtures): Promise<string> {
  let found = fixtureDraws.get(t);
  if (!found) {
    found = (async () => {
      const landlord = f.actors.ownerLandlord;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/properties/${await fairListing(t, landlord)}/lottery`,
        headers: landlord.headers,
        payload: { count: 1 },
      });
      if (res.statusCode !== 201) throw new Error(`draw fixture: ${res.statusCode} ${res.body}`);
      return res.json().drawId as string;
    })();
    fixtureDraws.set(t, found);
  }
  return found;
}

export const lotteryCalls: Record<string, RouteCall> = {
  // An allowed draw is made on a fair listing of the owner landlord's own; the others try the fixture listing.
  'POST /api/properties/:id/lottery': {
    ok: 201,
    build: async ({ t, f, allowed }) => ({
      url: `/api/properties/${allowed ? await fairListing(t, f.actors.ownerLandlord) : f.propertyId}/lottery`,
      payload: { count: 1, criteria: { budgetCoversRent: true } },
    }),
  },
  'GET /api/properties/:id/lottery': { build: ({ f }) => ({ url: `/api/properties/${f.propertyId}/lottery` }) },
  'GET /api/admin/lottery-draws/:id': {
    build: async ({ t, f }) => ({ url: `/api/admin/lottery-draws/${await recordedDraw(t, f)}` }),
  },
};
