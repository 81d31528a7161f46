import type { TestContext } from '../test-app.ts';
import { createLoggedInUser, type LoggedIn } from '../factories.ts';
import type { RouteCall } from './calls.ts';
import { createProperty, createRequest, type Fixtures } from './fixtures.ts';

const idOf = (res: unknown) => (res as { id: string }).id;

/** A tenant applies to a listing with a request of theirs; answers the application's id. */
async function applied(t: TestContext, tenant: LoggedIn, propertyId: string, requestId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: tenant.headers,
    payload: { propertyId, requestId },
  });
  if (res.statusCode !== 201) throw new Error(`application fixture: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** The owner tenant's application to the owner landlord's listing: the object others are refused. */
const fixtureApplications = new WeakMap<TestContext, Promise<string>>();
function ownerApplication(t: TestContext, f: Fixtures): Promise<string> {
  let found = fixtureApplications.get(t);
  if (!found) {
    found = applied(t, f.actors.ownerTenant, f.propertyId, f.requestId);
    fixtureApplications.set(t, found);
  }
  return found;
}

/** A new tenant's application to the owner landlord's listing: one the landlord may move along. */
async function freshApplication(t: TestContext, f: Fixtures): Promise<string> {
  const tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  return applied(t, tenant, f.propertyId, idOf(await createRequest(t, tenant)));
}

export const applicationCalls: Record<string, RouteCall> = {
  // An allowed call applies to a new listing of the owner landlord with a new request of the caller's.
  'POST /api/applications': {
    ok: 201,
    build: async ({ t, f, caller, allowed }) => {
      if (!allowed || !caller) return { payload: { propertyId: f.propertyId, requestId: f.requestId } };
      const listing = idOf(await createProperty(t, f.actors.ownerLandlord));
      return { payload: { propertyId: listing, requestId: idOf(await createRequest(t, caller)) } };
    },
  },
  'GET /api/applications': { build: () => ({ url: '/api/applications' }) },
  'DELETE /api/applications/:id': {
    build: async ({ t, f, allowed }) => {
      if (!allowed) return { url: `/api/applications/${await ownerApplication(t, f)}` };
      const listing = idOf(await createProperty(t, f.actors.ownerLandlord));
      return { url: `/api/applications/${await applied(t, f.actors.ownerTenant, listing, f.requestId)}` };
    },
  },
  'GET /api/properties/:id/applications': {
    build: ({ f }) => ({ url: `/api/properties/${f.propertyId}/applications` }),
  },
  'PATCH /api/applications/:id': {
    build: async ({ t, f, allowed }) => ({
      url: `/api/applications/${allowed ? await freshApplication(t, f) : await ownerApplication(t, f)}`,
      payload: { status: 'shortlisted' },
    }),
  },
  // An allowed call is the owner tenant's own live application (saying it again changes nothing).
  'POST /api/applications/:id/interest': {
    build: async ({ t, f }) => ({ url: `/api/applications/${await ownerApplication(t, f)}/interest` }),
  },
  // Accepting needs an offer: an allowed call accepts a fresh application of the caller's that was offered.
  'POST /api/applications/:id/accept': {
    build: async ({ t, f, caller, allowed }) => {
      if (!allowed || !caller) return { url: `/api/applications/${await ownerApplication(t, f)}/accept` };
      const listing = idOf(await createProperty(t, f.actors.ownerLandlord));
      const id = await applied(t, caller, listing, idOf(await createRequest(t, caller)));
      const offered = await t.app.inject({
        method: 'PATCH',
        url: `/api/applications/${id}`,
        headers: f.actors.ownerLandlord.headers,
        payload: { status: 'offered' },
      });
      if (offered.statusCode !== 200) throw new Error(`offer fixture: ${offered.statusCode} ${offered.body}`);
      return { url: `/api/applications/${id}/accept` };
    },
  },
  'POST /api/properties/:id/applications/decline': {
    build: async ({ t, f, allowed }) => ({
      url: `/api/properties/${f.propertyId}/applications/decline`,
      payload: { ids: [allowed ? await freshApplication(t, f) : await ownerApplication(t, f)] },
    }),
  },
};
