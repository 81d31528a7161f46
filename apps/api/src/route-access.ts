import type { Role } from '@mietmatch/contract';

/**
 * Whose object a route acts on, and who besides its holder may. A caller outside the holders gets
 * `foreign` (404 unless a row says otherwise), the same answer as for an object that does not exist.
 */
const OBJECT_HOLDERS = {
  'own-account': 'the caller’s own account',
  'account-or-admin': 'the named account itself, or an admin',
  'own-property': 'the landlord who listed the property, or an admin',
  'visible-property':
    'every member while the listing is available and its landlord active; its landlord and admins always',
  'own-request': 'the tenant who posted the request, or an admin',
  'listing-owner': 'the landlord who listed the property (admins neither)',
  'request-owner': 'the tenant who posted the request (admins neither)',
  'visible-request': 'its tenant, admins, and landlords while it is available and its tenant active',
  'released-files': 'its tenant, admins, and landlords the tenant released the files to',
  'asked-tenant': 'the tenant whose documents the landlord asked for',
  'inbox-member': 'the two members of the inbox',
  'message-author': 'the member who wrote the message',
  'public-profile': 'every member while the profile is public (an active member, not an admin); admins always',
  'any-member': 'any account but an admin’s and the caller’s own',
  'visible-subject': 'a listing or request the caller may see, of a member of the other role',
  'concerned-decision':
    'the owner of what a moderation decision restricted (a reporter of a dismissed report may complain too)',
  'own-saved-search': 'the member who saved the search',
  'slot-viewer': 'the landlord who listed the property, and tenants invited to view it',
  'own-slot': 'the landlord who offers the viewing slot',
  'invited-tenant': 'a tenant the landlord invited to view the slot’s property',
  'invitable-tenant':
    'the landlord of the property, inviting a visible tenant with a published request or a conversation with them',
  'booking-party': 'the tenant who booked the viewing and the landlord who offers it',
  'booking-landlord': 'the landlord who offers the booked viewing',
} as const;
export type ObjectHolder = keyof typeof OBJECT_HOLDERS;

export interface RouteAccess {
  /**
   * Who may call: `anyone` needs no account (`proof` names what stands in for one); the others need a
   * signed-in, not blocked, not soft-deleted account of one of the roles (`member`: any role).
   */
  who: 'anyone' | 'member' | Role[];
  /** What a signed-in caller of another role gets: 404 hides that the route exists, 403 says it is closed. */
  otherRole?: 403 | 404;
  /** `valid`: a running plan (402 PaymentRequired, admins excepted); `any`: none needed; `ended`: only without one (409). */
  plan?: 'valid' | 'any' | 'ended';
  /** A deactivated account may call (its own profile and data stay reachable); otherwise 403 Deactivated. */
  deactivated?: boolean;
  /** Tenants need the additional plan as well (403 AdditionalPlanRequired). */
  additionalPlan?: boolean;
  /** The object in the path, query or body and whose it must be. */
  object?: ObjectHolder;
  /** What a caller outside the object's holders gets (default 404). */
  foreign?: 403 | 404 | 409;
  /** For `anyone` routes: what the request must carry instead of an account. */
  proof?: string;
}

const anyone: RouteAccess = { who: 'anyone' };
const ownAccount: RouteAccess = { who: 'member', plan: 'any', deactivated: true, object: 'own-account' };
const member: RouteAccess = { who: 'member', plan: 'valid' };
const tenantOrLandlord: Role[] = ['client', 'contractor'];
const admin: RouteAccess = { who: ['admin'], otherRole: 403, plan: 'any' };
const proof = (what: string): RouteAccess => ({ who: 'anyone', proof: what });
/** Tenants keep property searches, landlords request searches; admins none. */
const savedSearches: RouteAccess = { who: tenantOrLandlord, otherRole: 403, plan: 'valid' };
/** Viewings are between a landlord and a tenant; admins take no part. */
const viewings: RouteAccess = { who: tenantOrLandlord, otherRole: 403, plan: 'valid' };
const landlords: RouteAccess = { who: ['contractor'], otherRole: 403, plan: 'valid' };

/**
 * Who may call each route, one row per `METHOD /path` as Fastify registers it. A HEAD route that
 * Fastify adds for a GET answers as the GET does (see `accessOf`). The route-access test fails on a
 * route without a row and on a row without a route, and calls every route as every kind of caller.
 */
export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': anyone,
  'GET /api/ready': anyone,
  // Without METRICS_TOKEN, or with another bearer, it answers 404 like an unknown path.
  'GET /metrics': proof('METRICS_TOKEN as a bearer token'),
  'GET /api/geo/areas': anyone,
  'GET /api/files/:kind/:name': proof('the file’s random name (avatars and listing images are public)'),
  'GET /api/docs': anyone,
  'HEAD /api/docs/': anyone,
  'GET /api/docs/json': anyone,
  'GET /api/docs/yaml': anyone,
  'GET /api/docs/static/*': anyone,
  'GET /api/docs/static/index.html': anyone,
  'GET /api/docs/static/swagger-initializer.js': anyone,

  'POST /api/auth/register': anyone,
  'GET /api/auth/confirm-email/:token': proof('the mailed token'),
  'POST /api/auth/login': proof('email and password'),
  'POST /api/auth/refresh': proof('a refresh token of the account'),
  'POST /api/auth/forgot-password': anyone,
  'POST /api/auth/reset-password': proof('the mailed token'),
  'POST /api/auth/logout': ownAccount,
  'GET /api/auth/current-user': { ...ownAccount, object: 'account-or-admin' },
  'PUT /api/auth/update-profile': ownAccount,
  'PATCH /api/auth/change-password': ownAccount,
  'POST /api/auth/activate-free-plan': {
    who: tenantOrLandlord,
    otherRole: 403,
    plan: 'ended',
    object: 'own-account',
  },

  'POST /api/auth/create-checkout-session': {
    who: tenantOrLandlord,
    otherRole: 403,
    plan: 'any',
    object: 'own-account',
  },
  'GET /api/auth/verify-payment': proof('the payment session id'),
  'GET /api/auth/verify-additional-payment': proof('the payment session id'),
  'POST /api/payments/stripe/webhook': proof('Stripe’s signature'),
  'GET /api/payments/local/:sessionId': proof('the payment session id'),
  'POST /api/payments/local/:sessionId/pay': proof('the payment session id'),
  'POST /api/payments/local/:sessionId/cancel': proof('the payment session id'),

  'POST /api/landlord/create': { who: ['contractor'], otherRole: 403, plan: 'valid' },
  'GET /api/landlord/filter': member,
  'GET /api/landlord/:id': { ...member, object: 'visible-property' },
  'PATCH /api/landlord/update/:id': { ...member, object: 'own-property' },
  'DELETE /api/landlord/delete/:id': { ...member, object: 'own-property' },

  'POST /api/tenant/create-tenant-request': { who: ['client'], otherRole: 403, plan: 'valid' },
  'GET /api/tenant/all': member,
  'GET /api/tenant/filter': { who: ['contractor', 'admin'], otherRole: 403, plan: 'valid' },
  'GET /api/tenant/:id': { ...member, object: 'visible-request' },
  'GET /api/tenant/:id/files/:fileId': { ...member, object: 'released-files' },
  'PATCH /api/tenant/update/:id': { ...member, object: 'own-request' },
  'DELETE /api/tenant/delete/:id': { ...member, object: 'own-request' },

  'GET /api/matches/properties/:propertyId': { ...member, object: 'listing-owner' },
  'GET /api/matches/requests/:requestId': { ...member, object: 'request-owner' },

  'POST /api/document-access/request': { who: ['contractor'], plan: 'valid', object: 'visible-request' },
  'PATCH /api/document-access/toggle-access': { who: ['client'], plan: 'valid', object: 'asked-tenant' },
  'GET /api/document-access': { who: tenantOrLandlord, plan: 'valid' },

  'POST /api/favorites/property/:id': { who: ['client'], plan: 'valid', object: 'visible-property' },
  'POST /api/favorites/request/:id': { who: ['contractor'], plan: 'valid', object: 'visible-request' },
  'GET /api/favorites/properties': member,
  'GET /api/favorites/requests': member,

  'GET /api/users/:id': { ...member, object: 'public-profile' },

  'GET /api/admin/users': admin,
  'GET /api/admin/users/:id/actions': admin,
  'PATCH /api/admin/toggle-block/:id': { ...admin, object: 'any-member' },
  'PATCH /api/admin/warn-through-email/:id': { ...admin, object: 'any-member' },
  'PATCH /api/admin/toggle-soft-delete/:id': { ...admin, object: 'any-member' },
  'PATCH /api/admin/toggle-account-status': ownAccount,
  'GET /api/admin/mail-failures': admin,
  'POST /api/admin/mail-failures/:id/retry': admin,

  'GET /api/inquiry/inboxes': member,
  'GET /api/inquiry/inbox-for': { ...member, object: 'inbox-member' },
  'GET /api/inquiry/thread/:id': { ...member, object: 'inbox-member' },
  'GET /api/inquiry/unread-count': member,
  'POST /api/inquiry/create-inbox': {
    who: tenantOrLandlord,
    otherRole: 403,
    plan: 'valid',
    additionalPlan: true,
    object: 'visible-subject',
  },
  'POST /api/inquiry/send': { ...member, object: 'inbox-member' },
  'PUT /api/inquiry/update/:id': { ...member, object: 'message-author' },
  'DELETE /api/inquiry/delete/:id': { ...member, object: 'message-author' },
  'DELETE /api/inquiry/inbox/delete/:id': { ...member, object: 'inbox-member' },
  'POST /api/inquiry/mark-as-read/:id': { ...member, object: 'inbox-member' },

  // Anyone may report (DSA Art. 16): a member by the item, a visitor by its page's address, name and email.
  'POST /api/reports': anyone,
  'GET /api/admin/reports': admin,
  'POST /api/admin/reports/:id/decision': admin,

  // Every member's own record of what happened: readable without a running plan and while deactivated.
  'GET /api/notifications': ownAccount,
  'GET /api/notifications/unread-count': ownAccount,
  'POST /api/notifications/read': ownAccount,

  'GET /api/account/export': ownAccount,
  'POST /api/account/delete': ownAccount,

  // Redress needs no running plan and stays open to a deactivated account (DSA Art. 20).
  'GET /api/moderation/decisions': ownAccount,
  'POST /api/moderation/decisions/:id/complaint': {
    who: 'member',
    plan: 'any',
    deactivated: true,
    object: 'concerned-decision',
  },
  // A suspended member cannot sign in: the mailed link stands in for the account.
  'POST /api/moderation/complaint-by-link': proof('the mailed complaint link of a suspended member'),
  'GET /api/admin/complaints': admin,
  'POST /api/admin/complaints/:id/resolve': admin,
  'GET /api/admin/transparency': admin,

  'POST /api/saved-searches': savedSearches,
  'GET /api/saved-searches': savedSearches,
  'PATCH /api/saved-searches/:id': { ...savedSearches, object: 'own-saved-search' },
  'DELETE /api/saved-searches/:id': { ...savedSearches, object: 'own-saved-search' },
  'GET /api/saved-searches/:id/results': { ...savedSearches, object: 'own-saved-search' },
  // An alert mail's link works without signing in (RFC 8058 one-click); GET only shows a page.
  'GET /api/saved-searches/unsubscribe': proof('the mailed unsubscribe link'),
  'POST /api/saved-searches/unsubscribe': proof('the mailed unsubscribe link'),

  'POST /api/properties/:id/viewing-slots': { ...landlords, object: 'listing-owner' },
  'GET /api/properties/:id/viewing-slots': { ...viewings, object: 'slot-viewer' },
  'DELETE /api/viewing-slots/:id': { ...landlords, object: 'own-slot' },
  'POST /api/viewings/invitations': { ...landlords, object: 'invitable-tenant' },
  'GET /api/viewings/invitations': { who: ['client'], otherRole: 403, plan: 'valid' },
  'POST /api/viewing-slots/:id/book': { who: ['client'], otherRole: 403, plan: 'valid', object: 'invited-tenant' },
  'POST /api/viewings/:bookingId/cancel': { ...viewings, object: 'booking-party' },
  'POST /api/viewings/:bookingId/attendance': { ...landlords, object: 'booking-landlord' },
  'GET /api/viewings': viewings,
  'GET /api/viewings/:bookingId/ics': { ...viewings, object: 'booking-party' },
};

/** The row of a route; a HEAD route Fastify added for a GET shares the GET's row. */
export function accessOf(method: string, url: string): RouteAccess | undefined {
  return ROUTE_ACCESS[`${method} ${url}`] ?? (method === 'HEAD' ? ROUTE_ACCESS[`GET ${url}`] : undefined);
}

const ROLE_NAMES: Record<Role, string> = { client: 'tenants', contractor: 'landlords', admin: 'admins' };

/** One line for the API documentation: who may call the route. */
export function describeAccess(access: RouteAccess): string {
  if (access.who === 'anyone') return `Access: anyone${access.proof ? ` holding ${access.proof}` : ''}.`;
  const who = access.who === 'member' ? 'signed-in members' : access.who.map((r) => ROLE_NAMES[r]).join(' and ');
  const parts = [`Access: ${who}`];
  if (access.plan === 'valid') parts.push('with a valid plan (admins need none)');
  if (access.plan === 'ended') parts.push('without a valid plan');
  if (access.additionalPlan) parts.push('tenants with the additional plan');
  if (access.deactivated) parts.push('also while deactivated');
  if (access.object) parts.push(`acting on ${OBJECT_HOLDERS[access.object]}`);
  return `${parts.join('; ')}.`;
}
