import type { ListingProvider, Property, PropertyList } from '@mietmatch/contract';
import type { PropertyImageRow, PropertyRow } from '../../db/schema/index.ts';
import type { ImageStore } from '../../adapters/storage/image-store.ts';
import type { ListingFact } from '../../platform/listing-facts.ts';
import { avatarUrls } from '../users/index.ts';
import { type AddressView, presentAddress } from './address-privacy.ts';

const euros = (cents: number | null) => (cents === null ? null : cents / 100);

/**
 * `ownerAvatarKey`: the owner's picture, shown as the listing's `avatar` (the specification's field).
 * `view`: what this reader may see of the address (`addressViews`). `fact`: what the applications
 * module knows of it (whether it takes applications, how its landlord answers), where asked.
 * `provider`: who offers it (DSA Art. 30), where the caller read the owner's business details.
 */
export function presentProperty(
  row: PropertyRow,
  images: PropertyImageRow[],
  store: ImageStore,
  ownerAvatarKey: string | null,
  view: AddressView,
  fact?: ListingFact,
  provider?: ListingProvider,
): Property {
  return {
    id: row.id,
    listedBy: row.ownerId,
    avatar: avatarUrls(ownerAvatarKey).avatarUrl,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    ...(provider ? { provider } : {}),
    title: row.title,
    description: row.description,
    postalCode: row.postalCode,
    city: row.city,
    state: row.state,
    ...presentAddress(row, view),
    propertyType: row.propertyType,
    numberOfRooms: row.numberOfRooms,
    numberOfBathrooms: row.numberOfBathrooms,
    squareMeters: row.squareMeters,
    isFurnished: row.isFurnished,
    isPetFriendly: row.isPetFriendly,
    haveGarage: row.haveGarage,
    smokingAllowed: row.smokingAllowed,
    haveTerrace: row.haveTerrace,
    kitchenFitted: row.kitchenFitted,
    fairSelection: row.fairSelection,
    status: row.status,
    notes: row.notes,
    rent: row.rentCents / 100,
    additionalCost: euros(row.additionalCostCents),
    warmRent: euros(row.warmRentCents),
    energyCertificateType: row.energyCertificateType,
    energyValue: row.energyValue,
    energyEfficiencyClass: row.energyEfficiencyClass as Property['energyEfficiencyClass'],
    energySource: row.energySource,
    yearOfConstruction: row.yearOfConstruction,
    images: images.map((img) => ({ id: img.id, ...store.urls(img.storageKey) })),
    createdAt: row.createdAt.toISOString(),
    ...(fact ? { applicationsOpen: fact.applicationsOpen, landlordResponse: fact.landlordResponse } : {}),
    // The limit is the landlord's setting: its owner and admins read it, as the address setting.
    ...(fact && view.kind === 'manager'
      ? { applicationLimit: row.applicationLimit, applicationsEnabled: row.applicationsOpen }
      : {}),
    updatedAt: row.updatedAt.toISOString(),
    // Only its owner and admins get a removed listing at all; they read the decision by this id.
    moderation: row.moderation,
    moderationDecisionId: row.moderationDecisionId,
  };
}

/** Groups images by listing once, for pages of listings. */
export function imagesByProperty(images: PropertyImageRow[]): Map<string, PropertyImageRow[]> {
  const byProperty = new Map<string, PropertyImageRow[]>();
  for (const img of images) byProperty.set(img.propertyId, [...(byProperty.get(img.propertyId) ?? []), img]);
  return byProperty;
}

/** Search hits as the search answers them (the search endpoint and a saved search's results). */
export function presentPropertyHits(
  result: {
    hits: {
      row: PropertyRow;
      ownerAvatarKey: string | null;
      distanceKm: number | null;
      topPlacement: boolean;
      provider?: ListingProvider;
    }[];
    images: PropertyImageRow[];
    addressViews: Map<string, AddressView>;
    /** What the applications module knows of each listing, where the search asked. */
    facts?: Map<string, ListingFact>;
  },
  store: ImageStore,
): PropertyList['items'] {
  const imagesOf = imagesByProperty(result.images);
  return result.hits.map((h) => ({
    ...presentProperty(
      h.row,
      imagesOf.get(h.row.id) ?? [],
      store,
      h.ownerAvatarKey,
      result.addressViews.get(h.row.id)!,
      result.facts?.get(h.row.id),
      h.provider,
    ),
    distanceKm: h.distanceKm,
    topPlacement: h.topPlacement,
  }));
}
