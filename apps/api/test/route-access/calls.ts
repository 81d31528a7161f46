import type { TestContext } from '../test-app.ts';
import {
  createUser,
  login,
  multipart,
  PASSWORD,
  pngImage,
  propertyForm,
  requestForm,
  uniqueEmail,
} from '../factories.ts';
import type { LoggedIn } from '../factories.ts';
import { insertUserToken } from '../../src/modules/auth/queries.ts';
import { hashToken, randomToken } from '../../src/lib/tokens.ts';
import {
  createConversation,
  createProperty,
  createRequest,
  removedListingDecision,
  type Fixtures,
} from './fixtures.ts';
import { complaintLinkToken, decide, fileComplaintDirectly } from '../moderation-factories.ts';
import { findDecision } from '../../src/modules/moderation/decisions/member-decisions-queries.ts';
import { createJwtService } from '../../src/lib/jwt.ts';
import { unsubscribeUrl } from '../../src/modules/saved-searches/unsubscribe-token.ts';
import { APP_URL, TEST_JWT_SECRET } from '../test-app.ts';
import { givenUpMail } from '../mail-factories.ts';
import { applicationCalls } from './application-calls.ts';
import { lotteryCalls } from './lottery-calls.ts';
import { viewingCalls } from './viewing-calls.ts';

/** The route-access test's app serves `/metrics` on its main port to this bearer. */
export const METRICS_TOKEN = 'route-access-metrics-token';

/** One request as an actor sends it; `caller` is who the headers name (a fresh account where the call uses it up). */
interface Call {
  /** Default: the route's path (routes without parameters). */
  url?: string;
  payload?: string | object | Buffer;
  headers?: Record<string, string>;
}

interface CallContext {
  t: TestContext;
  f: Fixtures;
  /** The caller, or null when anonymous. */
  caller: LoggedIn | null;
  /** The call is expected to pass: a destructive one gets an object of its own. */
  allowed: boolean;
}

export interface RouteCall {
  build(c: CallContext): Promise<Call> | Call;
  /** Each call is made by a fresh account of the actor's kind (the call signs out, deactivates, erases…). */
  freshCaller?: boolean;
  /** The status of an allowed call (default 200). */
  ok?: number;
}

const json = (payload: object) => ({ payload });
const form = (body: ReturnType<typeof multipart>): Pick<Call, 'payload' | 'headers'> => ({
  payload: body.payload,
  headers: body.headers,
});
let seq = 0;

/** An account others sign in to, reset passwords of, and confirm; made once per app. */
const helpers = new WeakMap<TestContext, Promise<{ target: LoggedIn; unverifiedToken: string }>>();
function shared(t: TestContext) {
  let found = helpers.get(t);
  if (!found) {
    found = (async () => {
      const target = await login(t.app, await createUser(t.database.db, { role: 'client' }));
      const unverified = await createUser(t.database.db, { role: 'client', emailVerifiedAt: null });
      const unverifiedToken = randomToken();
      await insertUserToken(
        t.database.db,
        unverified.id,
        'verify_email',
        hashToken(unverifiedToken),
        new Date(Date.now() + 3_600_000),
      );
      return { target, unverifiedToken };
    })();
    helpers.set(t, found);
  }
  return found;
}

/** One member per admin action, so the block does not decide what the warning meets. */
const adminTargets = new WeakMap<TestContext, Map<string, Promise<string>>>();
function adminTarget(t: TestContext, route: string): Promise<string> {
  const targets = adminTargets.get(t) ?? new Map<string, Promise<string>>();
  adminTargets.set(t, targets);
  if (!targets.has(route))
    targets.set(
      route,
      createUser(t.database.db).then((u) => u.id),
    );
  return targets.get(route)!;
}

/** A landlord who lists as a business (DSA Art. 30), whose details an admin checks. */
const businessLandlords = new WeakMap<TestContext, Promise<string>>();
function businessLandlord(t: TestContext): Promise<string> {
  if (!businessLandlords.has(t)) {
    const landlord = createUser(t.database.db, {
      role: 'contractor',
      isBusiness: true,
      businessName: 'Wohnbau Nord GmbH',
      businessAddress: 'Hafenstraße 1, 20095 Hamburg',
      businessPhone: '+49 40 123456',
      businessEmail: 'info@wohnbau-nord.example',
      businessTradeRegister: 'HRB 12345, Amtsgericht Hamburg',
      businessCertifiedAt: new Date(),
    });
    businessLandlords.set(
      t,
      landlord.then((u) => u.id),
    );
  }
  return businessLandlords.get(t)!;
}

/** The tenant writes to the landlord about the listing, the landlord to the tenant about the request. */
function subjectFor(c: CallContext) {
  const { f } = c;
  if (c.caller?.user.role === 'contractor') {
    return { recipientId: f.actors.ownerTenant.user.id, subjectType: 'request' as const, subjectId: f.requestId };
  }
  return { recipientId: f.actors.ownerLandlord.user.id, subjectType: 'property' as const, subjectId: f.propertyId };
}

const adminAction = (path: string): RouteCall => ({
  build: async ({ t }) => ({
    url: `${path}/${await adminTarget(t, path)}`,
    ...json({ reason: 'Wiederholter Spam', state: true }),
  }),
});

/** A report on a fresh member; a refused call is pointed at one shared report (it changes nothing). */
const sharedReports = new WeakMap<TestContext, Promise<string>>();
async function reportToDecide(t: TestContext, f: Fixtures, allowed: boolean): Promise<string> {
  const file = async () => {
    const target = await createUser(t.database.db, { role: 'contractor' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: f.actors.ownerTenant.headers,
      payload: {
        subjectType: 'user',
        subjectId: target.id,
        reason: 'spam',
        explanation: 'Schickt allen dieselbe Werbung.',
        goodFaith: true,
      },
    });
    if (res.statusCode !== 201) throw new Error(`report fixture: ${res.statusCode} ${res.body}`);
    return res.json().id as string;
  };
  if (allowed) return file();
  if (!sharedReports.has(t)) sharedReports.set(t, file());
  return sharedReports.get(t)!;
}

/** A search the owner tenant saved: the one shared by every call, or (an allowed delete) one of its own. */
const sharedSearches = new WeakMap<TestContext, Promise<string>>();
async function savedSearchOf(t: TestContext, f: Fixtures, own = false): Promise<string> {
  const save = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: f.actors.ownerTenant.headers,
      payload: { kind: 'property', name: `Berlin ${++seq}`, filters: { city: 'Berlin' }, alert: 'instant' },
    });
    if (res.statusCode !== 201) throw new Error(`saved search fixture: ${res.statusCode} ${res.body}`);
    return res.json().id as string;
  };
  if (own) return save();
  if (!sharedSearches.has(t)) sharedSearches.set(t, save());
  return sharedSearches.get(t)!;
}

/** The unsubscribe link of the owner tenant's saved search, as an alert mail carries it. */
async function unsubscribeLink(t: TestContext, f: Fixtures) {
  const jwt = createJwtService(TEST_JWT_SECRET, t.clock);
  const target = { kind: 'savedSearch' as const, id: await savedSearchOf(t, f) };
  return unsubscribeUrl(jwt, APP_URL, f.actors.ownerTenant.user.id, target).then((url) => url.slice(APP_URL.length));
}

export const CALLS: Record<string, RouteCall> = {
  'GET /api/health': { build: () => ({ url: '/api/health' }) },
  'GET /api/ready': { build: () => ({ url: '/api/ready' }) },
  // The token replaces a member's bearer: the route knows no accounts.
  'GET /metrics': { build: () => ({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }) },
  'GET /api/geo/areas': { build: () => ({ url: '/api/geo/areas' }) },
  'GET /api/map/settings': { build: () => ({ url: '/api/map/settings' }) },
  'GET /api/files/:kind/:name': { build: ({ f }) => ({ url: `/api/files/property-images/${f.propertyImageName}` }) },
  'GET /api/docs': { build: () => ({ url: '/api/docs' }) },
  'HEAD /api/docs/': { build: () => ({ url: '/api/docs/' }) },
  'GET /api/docs/json': { build: () => ({ url: '/api/docs/json' }) },
  'GET /api/docs/yaml': { build: () => ({ url: '/api/docs/yaml' }) },
  'GET /api/docs/static/*': { build: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  // The page moved to /api/docs: the old address redirects there.
  'GET /api/docs/static/index.html': { build: () => ({ url: '/api/docs/static/index.html' }), ok: 302 },
  'GET /api/docs/static/swagger-initializer.js': { build: () => ({ url: '/api/docs/static/swagger-initializer.js' }) },

  'POST /api/auth/register': {
    ok: 201,
    build: async () =>
      form(
        multipart(
          {
            email: uniqueEmail('reg'),
            password: 'a-long-password-1',
            role: 'client',
            firstName: 'Rita',
            lastName: 'Neu',
          },
          { avatar: { data: await pngImage(), filename: 'a.png', type: 'image/png' } },
        ),
      ) as Call,
  },
  'GET /api/auth/confirm-email/:token': {
    build: async ({ t }) => ({ url: `/api/auth/confirm-email/${(await shared(t)).unverifiedToken}` }),
  },
  'POST /api/auth/login': {
    build: async ({ t }) => json({ email: (await shared(t)).target.user.email, password: PASSWORD }) as Call,
  },
  'POST /api/auth/refresh': {
    build: async ({ t }) => {
      const fresh = await login(t.app, (await shared(t)).target.user);
      return json({ userId: fresh.user.id, refreshToken: fresh.refreshToken }) as Call;
    },
  },
  'POST /api/auth/forgot-password': {
    build: async ({ t }) => json({ email: (await shared(t)).target.user.email }) as Call,
  },
  'POST /api/auth/reset-password': {
    build: async ({ t }) => {
      const token = randomToken();
      const { target } = await shared(t);
      await insertUserToken(
        t.database.db,
        target.user.id,
        'reset_password',
        hashToken(token),
        new Date(Date.now() + 3_600_000),
      );
      return { url: `/api/auth/reset-password?token=${token}`, ...json({ newPassword: PASSWORD }) };
    },
  },
  'POST /api/auth/logout': {
    freshCaller: true,
    build: ({ caller }) => json({ refreshToken: caller?.refreshToken ?? 'x' }) as Call,
  },
  'GET /api/auth/current-user': {
    build: ({ f }) => ({ url: `/api/auth/current-user?userId=${f.actors.ownerTenant.user.id}` }),
  },
  'PUT /api/auth/update-profile': { build: () => form(multipart({ firstName: 'Neuer', lastName: 'Name' })) as Call },
  // Listing privately is open to every account (a tenant's `isBusiness: true` is a field error).
  'PATCH /api/auth/update-profile': { build: () => json({ businessDetails: { isBusiness: false } }) as Call },
  'PATCH /api/auth/change-password': {
    freshCaller: true,
    build: () => json({ oldPassword: PASSWORD, newPassword: 'another-password-2' }) as Call,
  },
  'POST /api/auth/activate-free-plan': { freshCaller: true, build: () => ({}) },

  'POST /api/auth/create-checkout-session': {
    build: ({ caller }) =>
      json({
        role: caller?.user.role === 'contractor' ? 'contractor' : 'client',
        email: caller?.user.email ?? 'someone@example.test',
        duration: 3,
      }) as Call,
  },
  'GET /api/auth/verify-payment': {
    build: ({ f }) => ({ url: `/api/auth/verify-payment?session_id=${f.paidSessionId}` }),
  },
  'GET /api/auth/verify-additional-payment': {
    build: ({ f }) => ({ url: `/api/auth/verify-additional-payment?session_id=${f.paidAdditionalSessionId}` }),
  },
  // Without Stripe's signature every caller gets the same refusal: no account can stand in for it.
  'POST /api/payments/stripe/webhook': { ok: 400, build: () => json({ type: 'checkout.session.completed' }) as Call },
  'GET /api/payments/local/:sessionId': { build: ({ f }) => ({ url: `/api/payments/local/${f.paidSessionId}` }) },
  'POST /api/payments/local/:sessionId/pay': {
    build: ({ f }) => ({ url: `/api/payments/local/${f.paidSessionId}/pay` }),
  },
  'POST /api/payments/local/:sessionId/cancel': {
    build: ({ f }) => ({ url: `/api/payments/local/${f.openSessionId}/cancel` }),
  },

  'POST /api/landlord/create': {
    ok: 201,
    build: async () =>
      form(
        multipart(propertyForm(), { images: [{ data: await pngImage(), filename: 'p.png', type: 'image/png' }] }),
      ) as Call,
  },
  'GET /api/landlord/filter': { build: () => ({ url: '/api/landlord/filter?city=Berlin' }) },
  'GET /api/landlord/filter/map': { build: () => ({ url: '/api/landlord/filter/map?city=Berlin&zoom=11' }) },
  'GET /api/landlord/:id': { build: ({ f }) => ({ url: `/api/landlord/${f.propertyId}` }) },
  'PATCH /api/landlord/update/:id': {
    build: ({ f }) => ({
      url: `/api/landlord/update/${f.propertyId}`,
      ...form(multipart(propertyForm({ title: `Neu ${++seq}` }))),
    }),
  },
  'DELETE /api/landlord/delete/:id': {
    build: async ({ t, f, allowed }) => {
      const id = allowed ? (await createProperty(t, f.actors.ownerLandlord)).id : f.propertyId;
      return { url: `/api/landlord/delete/${id}` };
    },
  },

  'POST /api/tenant/create-tenant-request': { ok: 201, build: () => form(multipart(requestForm())) as Call },
  'GET /api/tenant/all': { build: () => ({ url: '/api/tenant/all' }) },
  'GET /api/tenant/filter': { build: () => ({ url: '/api/tenant/filter?city=Berlin' }) },
  'GET /api/tenant/:id': { build: ({ f }) => ({ url: `/api/tenant/${f.requestId}` }) },
  'GET /api/matches/properties/:propertyId': { build: ({ f }) => ({ url: `/api/matches/properties/${f.propertyId}` }) },
  'GET /api/matches/requests/:requestId': { build: ({ f }) => ({ url: `/api/matches/requests/${f.requestId}` }) },
  'GET /api/tenant/:id/files/:fileId': {
    build: ({ f }) => ({ url: `/api/tenant/${f.requestId}/files/${f.requestDocumentId}` }),
  },
  'PATCH /api/tenant/update/:id': {
    build: ({ f }) => ({
      url: `/api/tenant/update/${f.requestId}`,
      ...form(multipart(requestForm({ profession: `Beruf ${++seq}` }))),
    }),
  },
  'DELETE /api/tenant/delete/:id': {
    build: async ({ t, f, allowed }) => {
      const id = allowed ? (await createRequest(t, f.actors.ownerTenant)).id : f.requestId;
      return { url: `/api/tenant/delete/${id}` };
    },
  },

  'POST /api/document-access/request': {
    build: ({ f }) => ({ url: `/api/document-access/request?tenantId=${f.actors.ownerTenant.user.id}` }),
  },
  'PATCH /api/document-access/toggle-access': {
    build: ({ f }) => ({
      url: `/api/document-access/toggle-access?landlordId=${f.actors.ownerLandlord.user.id}&to=granted`,
    }),
  },
  'GET /api/document-access': { build: () => ({ url: '/api/document-access' }) },
  'GET /api/document-access/log': { build: () => ({ url: '/api/document-access/log' }) },

  'POST /api/favorites/property/:id': { build: ({ f }) => ({ url: `/api/favorites/property/${f.propertyId}` }) },
  'POST /api/favorites/request/:id': { build: ({ f }) => ({ url: `/api/favorites/request/${f.requestId}` }) },
  'GET /api/favorites/properties': { build: () => ({ url: '/api/favorites/properties' }) },
  'GET /api/favorites/requests': { build: () => ({ url: '/api/favorites/requests' }) },

  'GET /api/users/:id': { build: ({ f }) => ({ url: `/api/users/${f.actors.ownerTenant.user.id}` }) },

  'GET /api/admin/users': { build: () => ({ url: '/api/admin/users' }) },
  'GET /api/admin/users/:id/actions': {
    build: ({ f }) => ({ url: `/api/admin/users/${f.actors.ownerTenant.user.id}/actions` }),
  },
  'POST /api/admin/users/:id/business-check': {
    build: async ({ t }) => ({ url: `/api/admin/users/${await businessLandlord(t)}/business-check` }),
  },
  'PATCH /api/admin/toggle-block/:id': adminAction('/api/admin/toggle-block'),
  'PATCH /api/admin/warn-through-email/:id': adminAction('/api/admin/warn-through-email'),
  'PATCH /api/admin/toggle-soft-delete/:id': adminAction('/api/admin/toggle-soft-delete'),
  'PATCH /api/admin/toggle-account-status': { freshCaller: true, build: () => json({}) as Call },
  'GET /api/admin/mail-failures': { build: () => ({ url: '/api/admin/mail-failures' }) },
  'POST /api/admin/mail-failures/:id/retry': {
    // Each allowed call sends a given-up mail of its own again.
    build: async ({ t, allowed }) => ({
      url: `/api/admin/mail-failures/${allowed ? await givenUpMail(t, uniqueEmail('bounced')) : '999999999'}/retry`,
    }),
  },

  'GET /api/inquiry/inboxes': { build: () => ({ url: '/api/inquiry/inboxes' }) },
  'GET /api/inquiry/inbox-for': {
    // The conversation of the fixtures, asked for with the other member of it as recipient.
    build: ({ f, caller }) => {
      const other = caller?.user.role === 'contractor' ? f.actors.ownerTenant : f.actors.ownerLandlord;
      const query = new URLSearchParams({ recipientId: other.user.id, subjectType: 'request', subjectId: f.requestId });
      return { url: `/api/inquiry/inbox-for?${query}` };
    },
  },
  'GET /api/inquiry/thread/:id': { build: ({ f }) => ({ url: `/api/inquiry/thread/${f.inboxId}` }) },
  'GET /api/inquiry/unread-count': { build: () => ({ url: '/api/inquiry/unread-count' }) },
  'POST /api/inquiry/create-inbox': { build: (c) => json({ ...subjectFor(c), message: 'Ist das noch frei?' }) as Call },
  'POST /api/inquiry/send': { build: ({ f }) => json({ inboxId: f.inboxId, message: 'Noch eine Frage' }) as Call },
  'PUT /api/inquiry/update/:id': {
    build: ({ f }) => ({
      url: `/api/inquiry/update/${f.landlordMessageId}`,
      ...json({ message: `Geändert ${++seq}` }),
    }),
  },
  'DELETE /api/inquiry/delete/:id': {
    build: async ({ t, f, allowed }) => {
      if (!allowed) return { url: `/api/inquiry/delete/${f.landlordMessageId}` };
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/inquiry/send',
        headers: f.actors.ownerLandlord.headers,
        payload: { inboxId: f.inboxId, message: 'Wird gelöscht' },
      });
      return { url: `/api/inquiry/delete/${sent.json().id}` };
    },
  },
  'DELETE /api/inquiry/inbox/delete/:id': {
    build: async ({ t, f, allowed }) => {
      if (!allowed) return { url: `/api/inquiry/inbox/delete/${f.inboxId}` };
      const request = await createRequest(t, f.actors.ownerTenant);
      const { inboxId } = await createConversation(t, f.actors.ownerLandlord, f.actors.ownerTenant, request.id);
      return { url: `/api/inquiry/inbox/delete/${inboxId}` };
    },
  },
  'POST /api/inquiry/mark-as-read/:id': { build: ({ f }) => ({ url: `/api/inquiry/mark-as-read/${f.inboxId}` }) },

  // Every caller reports the same fresh member by the profile's address; a visitor (and a blocked or
  // deleted account, which counts as one) names themselves with an address of their own.
  'POST /api/reports': {
    ok: 201,
    build: async ({ t }) =>
      json({
        subjectUrl: `https://mietmatch.example/user-profile/${await adminTarget(t, 'report')}`,
        reason: 'spam',
        explanation: 'Schickt allen dieselbe Werbung.',
        name: 'Vera Besucherin',
        email: uniqueEmail('visitor'),
        goodFaith: true,
      }) as Call,
  },
  'GET /api/admin/reports': { build: () => ({ url: '/api/admin/reports?status=open' }) },
  // An allowed decision needs an open case of its own: a fresh member reported by the owner tenant.
  'POST /api/admin/reports/:id/decision': {
    build: async ({ t, f, allowed }) => ({
      url: `/api/admin/reports/${await reportToDecide(t, f, allowed)}/decision`,
      ...json({
        action: 'warn',
        ground: 'terms',
        groundDetail: 'Nutzungsbedingungen § 4',
        statement: 'Wiederholt dieselbe Werbung an viele Mitglieder geschickt.',
      }),
    }),
  },

  'GET /api/notifications': { build: () => ({ url: '/api/notifications?unread=true' }) },
  'GET /api/notifications/unread-count': { build: () => ({ url: '/api/notifications/unread-count' }) },
  'POST /api/notifications/read': { build: () => json({ all: true }) as Call },

  'GET /api/account/export': { build: () => ({ url: '/api/account/export' }) },
  'POST /api/account/delete': { freshCaller: true, build: () => json({ password: PASSWORD }) as Call },

  'GET /api/moderation/decisions': { build: () => ({ url: '/api/moderation/decisions' }) },
  'POST /api/moderation/decisions/:id/complaint': {
    ok: 201,
    build: ({ f }) => ({
      url: `/api/moderation/decisions/${f.decisionId}/complaint`,
      ...json({ explanation: 'Das Inserat ist echt, die Kaution erst nach Vertrag.' }),
    }),
  },
  // Each call brings the link of a member suspended just for it (a complaint is filed once).
  'POST /api/moderation/complaint-by-link': {
    ok: 201,
    build: async ({ t, f }) => {
      const member = await createUser(t.database.db);
      const { decision } = await decide(t, {
        subjectType: 'user',
        subjectId: member.id,
        reporters: [f.actors.ownerTenant],
        action: 'suspend',
      });
      return json({
        token: await complaintLinkToken(t, decision, member.id),
        explanation: 'Ich habe niemandem Werbung geschickt.',
      });
    },
  },
  'GET /api/admin/complaints': { build: () => ({ url: '/api/admin/complaints' }) },
  'POST /api/admin/complaints/:id/resolve': {
    // Each allowed call resolves an open complaint of its own.
    build: async ({ t, f, allowed }) => {
      const decisionId = allowed
        ? await removedListingDecision(t, f.actors.ownerLandlord, f.actors.ownerTenant)
        : f.decisionId;
      const decision = (await findDecision(t.database.db, decisionId))!;
      const complaint = allowed
        ? await fileComplaintDirectly(t, decision, f.actors.ownerLandlord.user.id)
        : { id: '00000000-0000-4000-8000-000000000000' };
      return {
        url: `/api/admin/complaints/${complaint.id}/resolve`,
        ...json({ outcome: 'upheld', statement: 'Die Entscheidung bleibt: Kaution vor Besichtigung.' }),
      };
    },
  },
  'GET /api/admin/transparency': { build: () => ({ url: '/api/admin/transparency' }) },

  // Tenants save property searches, landlords request searches.
  'POST /api/saved-searches': {
    ok: 201,
    build: ({ caller }) =>
      json({
        kind: caller?.user.role === 'contractor' ? 'request' : 'property',
        name: `Suche ${++seq}`,
        filters: { city: 'Berlin' },
        alert: 'daily',
      }) as Call,
  },
  'GET /api/saved-searches': { build: () => ({ url: '/api/saved-searches' }) },
  'PATCH /api/saved-searches/:id': {
    build: async ({ t, f }) => ({
      url: `/api/saved-searches/${await savedSearchOf(t, f)}`,
      ...json({ name: `Umbenannt ${++seq}` }),
    }),
  },
  'DELETE /api/saved-searches/:id': {
    build: async ({ t, f, allowed }) => ({ url: `/api/saved-searches/${await savedSearchOf(t, f, allowed)}` }),
  },
  'GET /api/saved-searches/:id/results': {
    build: async ({ t, f }) => ({ url: `/api/saved-searches/${await savedSearchOf(t, f)}/results` }),
  },
  'GET /api/saved-searches/unsubscribe': { build: async ({ t, f }) => ({ url: await unsubscribeLink(t, f) }) },
  // The RFC 8058 one-click body, as a mail provider sends it.
  'POST /api/saved-searches/unsubscribe': {
    build: async ({ t, f }) => ({
      url: await unsubscribeLink(t, f),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  ...viewingCalls,
  ...applicationCalls,
  ...lotteryCalls,
};
