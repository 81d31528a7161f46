import type { Clock } from '../../lib/clock.ts';
import type { Db } from '../../db/client.ts';
import type { ListingProvider } from '@mietmatch/contract';
import type { PropertyRow } from '../../db/schema/index.ts';
import type { ImageStore } from '../../adapters/storage/image-store.ts';
import * as q from './queries.ts';
import type { AddressView } from './address-privacy.ts';
import type { ListingFacts } from '../../platform/listing-facts.ts';

export interface PropertyDeps {
  db: Db;
  images: ImageStore;
  clock: Clock;
  /** The automatic scam signals, run after a listing is saved (moderation/signals). */
  signals?: { propertyChanged(row: PropertyRow): Promise<void> };
  /** What other modules know of listings (applications), put into the answers. */
  facts?: ListingFacts;
}

/**
 * A listing as the routes present it: the row, its images, the owner's avatar, what the reader sees of
 * the address, and who offers it (DSA Art. 30).
 */
export async function withImages(
  d: PropertyDeps,
  row: PropertyRow,
  ownerAvatarKey: string | null,
  view: AddressView,
  provider: ListingProvider,
) {
  const [images, facts] = await Promise.all([q.listImages(d.db, [row.id]), d.facts?.([row])]);
  return { row, images, ownerAvatarKey, view, fact: facts?.get(row.id), provider };
}
