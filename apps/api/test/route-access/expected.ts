import type { ObjectHolder, RouteAccess } from '../../src/platform/route-access.ts';
import { ACTOR_FACTS, ACTORS, type ActorName } from './fixtures.ts';

/**
 * Who among the test's actors holds each kind of object: the fixtures give the owner tenant a request
 * (with files she released to the owner landlord), the owner landlord a listing, and the two of them
 * one inbox with one message each. A moderation decision removed another listing of the owner landlord.
 * The owner tenant saved a search (calls.ts). The owner landlord offers a viewing slot of the listing and
 * invited the owner tenant to it; the two share a viewing that has started, of another listing. The
 * owner tenant applied to the owner landlord's listing (application-calls.ts).
 */
const HOLDERS: Record<ObjectHolder, readonly ActorName[]> = {
  'own-account': ACTORS,
  'account-or-admin': ['ownerTenant', 'admin'],
  'own-property': ['ownerLandlord', 'admin'],
  'visible-property': ACTORS,
  'own-request': ['ownerTenant', 'admin'],
  'listing-owner': ['ownerLandlord'],
  'request-owner': ['ownerTenant'],
  'visible-request': ['ownerTenant', 'admin', 'ownerLandlord', 'otherLandlord'],
  'released-files': ['ownerTenant', 'admin', 'ownerLandlord'],
  'asked-tenant': ['ownerTenant'],
  'inbox-member': ['ownerTenant', 'ownerLandlord'],
  'message-author': ['ownerLandlord'],
  'public-profile': ACTORS,
  'any-member': ACTORS,
  'visible-subject': ACTORS,
  'concerned-decision': ['ownerLandlord'],
  'own-saved-search': ['ownerTenant'],
  'slot-viewer': ['ownerLandlord', 'ownerTenant'],
  'own-slot': ['ownerLandlord'],
  'invited-tenant': ['ownerTenant'],
  'invitable-tenant': ['ownerLandlord'],
  'booking-party': ['ownerTenant', 'ownerLandlord'],
  'booking-landlord': ['ownerLandlord'],
  'own-application': ['ownerTenant'],
  'application-landlord': ['ownerLandlord'],
};

/** The status an actor gets from a route, derived from its row alone, in the order the checks run. */
export function expectedStatus(access: RouteAccess, actor: ActorName, ok: number): number {
  if (access.who === 'anyone') return ok;
  const facts = ACTOR_FACTS[actor];
  if (!facts.role) return 401;
  if (facts.locked) return 403;
  if (facts.deactivated && !access.deactivated) return 403;
  if (access.who !== 'member' && !access.who.includes(facts.role)) return access.otherRole ?? 404;
  if (access.plan === 'valid' && facts.planEnded && facts.role !== 'admin') return 402;
  if (access.plan === 'ended' && !facts.planEnded) return 409;
  if (access.additionalPlan && facts.role === 'client' && !facts.additionalPlan) return 402;
  if (access.object && !HOLDERS[access.object].includes(actor)) return access.foreign ?? 404;
  return ok;
}
