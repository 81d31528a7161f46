import type { Platform } from '../../platform/platform.ts';
import type { ListingFact, ListingFactInput, ListingFacts } from '../../platform/listing-facts.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import { findableProperties } from './alert-subject.ts';
import { moderatedProperties } from './moderated-kind.ts';
import { propertyRoutes } from './routes.ts';
import { createPropertyService, type PropertyService } from './service.ts';
import { propertiesAccess } from './access.ts';
import { propertiesAccountData } from './account-data.ts';
import { referencedImageKeys } from './queries.ts';

/** Landlords' listings with their photos; each write is checked against the scam signals. */
export function propertiesModule(
  p: Platform,
  given: {
    signals: Parameters<typeof createPropertyService>[0]['signals'];
    /** What other modules know of listings (applications), read at each answer. */
    listingFacts: () => readonly ListingFacts[];
  },
) {
  const service: PropertyService = createPropertyService({
    db: p.db,
    images: p.propertyImages,
    clock: p.clock,
    signals: given.signals,
    facts: (rows) => mergedFacts(given.listingFacts(), rows),
  });
  const parts: ModuleParts = {
    access: propertiesAccess,
    account: propertiesAccountData,
    storedFiles: { folder: 'propertyImages', referenced: (keys) => referencedImageKeys(p.db, keys) },
    routes: (app) =>
      propertyRoutes(app, { properties: service, authenticate: p.authenticate, images: p.propertyImages }),
  };
  return { ...parts, moderated: moderatedProperties, findable: findableProperties, service };
}

/** The facts of every module that keeps some (today one, applications); the last one's win on a clash. */
async function mergedFacts(
  sources: readonly ListingFacts[],
  rows: ListingFactInput[],
): Promise<Map<string, ListingFact>> {
  const merged = new Map<string, ListingFact>();
  for (const facts of await Promise.all(sources.map((source) => source(rows)))) {
    for (const [id, fact] of facts) merged.set(id, fact);
  }
  return merged;
}
