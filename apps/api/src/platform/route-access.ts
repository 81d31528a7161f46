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
  'own-application': 'the tenant who made the application',
  'application-landlord': 'the landlord of the listing the application is for',
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
  /** Tenants need the additional plan as well (402 AdditionalPlanRequired). */
  additionalPlan?: boolean;
  /** The object in the path, query or body and whose it must be. */
  object?: ObjectHolder;
  /** What a caller outside the object's holders gets (default 404). */
  foreign?: 403 | 404 | 409;
  /** For `anyone` routes: what the request must carry instead of an account. */
  proof?: string;
}

/** No account needed. */
export const anyone: RouteAccess = { who: 'anyone' };
/** The caller's own account and data: no plan needed, open while deactivated. */
export const ownAccount: RouteAccess = { who: 'member', plan: 'any', deactivated: true, object: 'own-account' };
/** Any signed-in member with a running plan. */
export const member: RouteAccess = { who: 'member', plan: 'valid' };
export const tenantOrLandlord: Role[] = ['client', 'contractor'];
/** Admins only; other members are told the route is closed (403). */
export const admin: RouteAccess = { who: ['admin'], otherRole: 403, plan: 'any' };
/** No account, but the request carries `what` instead. */
export const proof = (what: string): RouteAccess => ({ who: 'anyone', proof: what });

/** Rows of the access table, one per `METHOD /path` as Fastify registers it. */
export type AccessRows = Readonly<Record<string, RouteAccess>>;

/**
 * Who may call each route. The platform and every module bring the rows of their own routes (their
 * `access`) before the routes are registered: the OpenAPI document shows each route's row, and the
 * route-access test fails on a route without a row and on a row without a route, and calls every
 * route as every kind of caller.
 */
export interface AccessTable {
  /** Adds rows; a route with a row already is a mistake of two modules claiming it. */
  add(rows: AccessRows | undefined): void;
  /** The row of a route; a HEAD route Fastify added for a GET shares the GET's row. */
  of(method: string, url: string): RouteAccess | undefined;
  /** Every row's `METHOD /path`. */
  keys(): string[];
}

export function createAccessTable(): AccessTable {
  const rows = new Map<string, RouteAccess>();
  return {
    add(more) {
      for (const [key, access] of Object.entries(more ?? {})) {
        if (rows.has(key)) throw new Error(`route-access: ${key} has two rows`);
        rows.set(key, access);
      }
    },
    of: (method, url) => rows.get(`${method} ${url}`) ?? (method === 'HEAD' ? rows.get(`GET ${url}`) : undefined),
    keys: () => [...rows.keys()],
  };
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
