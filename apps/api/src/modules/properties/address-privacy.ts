import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { postalCodes, properties, type PropertyRow, type UserRow, viewingBookings } from '../../db/schema/index.ts';
import { isOrganisationName } from '../../adapters/geo/organisations.ts';

/** Who reads a listing: only the id and the role decide what of its address they see. */
export type AddressReader = Pick<UserRow, 'id' | 'role'>;
type Listing = Pick<PropertyRow, 'id' | 'ownerId' | 'hideExactAddress' | 'postalCode' | 'city' | 'lat' | 'lng'>;

/**
 * What a reader sees of one listing's address:
 * - `manager`: its owner or an admin — the street, and the `hideExactAddress` setting itself;
 * - `visible`: anyone else when the landlord does not hide it, or when the reader has a booking;
 * - `hidden`: postal code, city and district only, and a position no finer than the postal code's.
 * `district` is the postal code's place when it is not the city (null otherwise, and null when not asked for).
 */
export type AddressView =
  | { kind: 'manager'; district: string | null }
  | { kind: 'visible'; district: string | null }
  | { kind: 'hidden'; district: string | null; lat: number | null; lng: number | null };

/** The owner and admins always see the street (they also see whether it is hidden). */
const managesAddress = (reader: AddressReader, listing: Pick<Listing, 'ownerId'>) =>
  reader.role === 'admin' || listing.ownerId === reader.id;

/** Whether the street can only be shown after asking the database for the reader's bookings. */
const needsBookingCheck = (reader: AddressReader, listing: Listing) =>
  listing.hideExactAddress && !managesAddress(reader, listing);

/** A booking that is live or was attended shows the street; a cancelled one (or a no-show) does not. */
const STREET_STATUSES = sql`('booked', 'attended')`;

/** Two decimals of a degree: about a kilometre, where the postal-code table has no position. */
const coarse = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);

interface PlaceJson {
  place: string;
  lat: number | null;
  lng: number | null;
}

function districtOf(listing: Listing, places: PlaceJson[]): string | null {
  const city = listing.city?.toLowerCase() ?? '';
  // A company's own postal code ("Deutsche Post AG") is no district.
  const other = places.find((p) => p.place.toLowerCase() !== city && !isOrganisationName(p.place));
  return other?.place ?? null;
}

/** The postal code's centre: the mean of its places' positions; without any, the listing's, rounded. */
function centreOf(listing: Listing, places: PlaceJson[]): { lat: number | null; lng: number | null } {
  const located = places.filter((p) => p.lat !== null && p.lng !== null);
  if (located.length === 0) return { lat: coarse(listing.lat), lng: coarse(listing.lng) };
  const mean = (pick: (p: PlaceJson) => number) => located.reduce((sum, p) => sum + pick(p), 0) / located.length;
  return { lat: mean((p) => p.lat!), lng: mean((p) => p.lng!) };
}

/**
 * The one rule of who sees a listing's street, for a page of listings at once: at most one query,
 * none when no listing on the page is hidden from this reader (and no districts are asked for).
 * `districts: true` also looks up the district of listings whose street is shown (viewings show it).
 */
export async function addressViews(
  db: Executor,
  reader: AddressReader,
  listings: Listing[],
  options: { districts?: boolean } = {},
): Promise<Map<string, AddressView>> {
  const lookup = listings.filter((l) => options.districts || needsBookingCheck(reader, l));
  const found = new Map<string, { booked: boolean; places: PlaceJson[] }>();
  if (lookup.length > 0) {
    // Columns inside a select's own fields are written unqualified by drizzle: named by table here.
    const rows = await db
      .select({
        id: properties.id,
        booked: sql<boolean>`exists (select 1 from ${viewingBookings} b where b.property_id = ${properties}.id
          and b.tenant_id = ${reader.id} and b.status in ${STREET_STATUSES})`,
        places: sql<
          PlaceJson[] | string | null
        >`(select json_agg(json_build_object('place', pc.place, 'lat', pc.latitude,
          'lng', pc.longitude) order by pc.place) from ${postalCodes} pc where pc.zipcode = ${properties}.postal_code)`,
      })
      .from(properties)
      .where(inArray(properties.id, [...new Set(lookup.map((l) => l.id))]));
    for (const r of rows) {
      const places = (typeof r.places === 'string' ? JSON.parse(r.places) : r.places) ?? [];
      found.set(r.id, { booked: r.booked, places });
    }
  }
  const views = new Map<string, AddressView>();
  for (const l of listings) {
    const f = found.get(l.id);
    const district = f ? districtOf(l, f.places) : null;
    if (managesAddress(reader, l)) views.set(l.id, { kind: 'manager', district });
    else if (!l.hideExactAddress || f?.booked) views.set(l.id, { kind: 'visible', district });
    else views.set(l.id, { kind: 'hidden', district, ...centreOf(l, f?.places ?? []) });
  }
  return views;
}

/** One listing's view (the details page, a viewing's mail). */
export async function addressView(
  db: Executor,
  reader: AddressReader,
  listing: Listing,
  options: { districts?: boolean } = {},
): Promise<AddressView> {
  return (await addressViews(db, reader, [listing], options)).get(listing.id)!;
}

/** The owner's own view, for answers that only the owner or an admin gets (create, edit). */
export const MANAGER_VIEW: AddressView = { kind: 'manager', district: null };

/** A listing's address fields as the view allows: the property answer's part of the rule. */
export function presentAddress(row: Listing & Pick<PropertyRow, 'address'>, view: AddressView) {
  if (view.kind === 'hidden') {
    return { address: '', addressHidden: true, district: view.district, lat: view.lat, lng: view.lng };
  }
  return {
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    ...(view.kind === 'manager' ? { hideExactAddress: row.hideExactAddress } : {}),
    ...(view.district !== null ? { district: view.district } : {}),
  };
}

/** The place as a viewing shows it (`viewingPlaceSchema`); ask `addressViews` with `districts: true`. */
export function presentViewingPlace(row: Listing & Pick<PropertyRow, 'address' | 'title'>, view: AddressView) {
  const hidden = view.kind === 'hidden';
  return {
    id: row.id,
    title: row.title,
    address: hidden ? '' : row.address,
    postalCode: row.postalCode,
    city: row.city,
    district: view.district,
    addressHidden: hidden,
  };
}
