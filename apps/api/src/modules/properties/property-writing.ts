import { MAX_PROPERTY_IMAGES, type PropertyFields } from '@mietmatch/contract';
import type { NewPropertyRow, PropertyRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPostalCode } from '../geo/index.ts';
import { isOrganisationName } from '../../adapters/geo/organisations.ts';
import * as q from './queries.ts';
import { canManageProperty } from './policy.ts';
import { type PropertyDeps, withImages } from './property-kit.ts';
import { MANAGER_VIEW } from './address-privacy.ts';
import { refuseExclusion } from './listing-text-check.ts';
import { presentProvider } from '../users/index.ts';

const cents = (euros: number | undefined) => (euros === undefined ? undefined : Math.round(euros * 100));

/** Optional listing fields an edit may clear by sending them empty. */
export const CLEARABLE_PROPERTY_FIELDS = [
  'description',
  'numberOfRooms',
  'numberOfBathrooms',
  'squareMeters',
  'notes',
  'additionalCost',
  'warmRent',
  'energyCertificateType',
  'energyValue',
  'energyEfficiencyClass',
  'energySource',
  'yearOfConstruction',
] as const;
export type ClearablePropertyField = (typeof CLEARABLE_PROPERTY_FIELDS)[number];

function clearedColumns(fields: ClearablePropertyField[]): Partial<NewPropertyRow> {
  const columns: Record<string, null> = {};
  for (const f of fields)
    columns[f === 'additionalCost' ? 'additionalCostCents' : f === 'warmRent' ? 'warmRentCents' : f] = null;
  return columns as Partial<NewPropertyRow>;
}

/** Form fields to columns: euros become cents; absent optional fields stay untouched on update. */
function toColumns(f: Partial<PropertyFields>): Partial<NewPropertyRow> {
  const { rent, additionalCost, warmRent, ...rest } = f;
  const columns: Partial<NewPropertyRow> = { ...rest };
  if (rent !== undefined) columns.rentCents = cents(rent);
  if (additionalCost !== undefined) columns.additionalCostCents = cents(additionalCost);
  if (warmRent !== undefined) columns.warmRentCents = cents(warmRent);
  return columns;
}

/** Creating, editing and deleting a landlord's listings with their images. */
export function createPropertyWriting(d: PropertyDeps) {
  /**
   * The address must come from the postal-code table: the town sent must be one of the postal
   * code's places; its spelling, state and position (for radius search) come from the table.
   * Without a town sent, the previous one where the code still covers it, else the code's town.
   */
  async function locate(postalCode: string, city: string | null | undefined, previousCity?: string | null) {
    const places = await findPostalCode(d.db, postalCode);
    const named = (name: string | null | undefined) =>
      places.find((p) => name && p.place.toLowerCase() === name.toLowerCase());
    const town = places.find((p) => !isOrganisationName(p.place)) ?? places[0];
    const place = city ? named(city) : (named(previousCity) ?? town);
    if (!place) throw new AppError('ValidationFailed', { fields: { postalCode: 'selectValidAddress' } });
    return { city: place.place, state: place.state, lat: place.latitude, lng: place.longitude };
  }

  async function saveImages(files: Buffer[]): Promise<string[]> {
    const keys: string[] = [];
    try {
      for (const file of files) keys.push(await d.images.save(file));
    } catch (err) {
      await Promise.all(keys.map((k) => d.images.remove(k)));
      throw err;
    }
    return keys;
  }

  async function manageable(user: UserRow, id: string): Promise<PropertyRow> {
    const row = await q.findProperty(d.db, id);
    // Someone else's listing answers as if it did not exist.
    if (!row || !canManageProperty(user, row)) throw new AppError('NotFound');
    return row;
  }

  const tooMany = () => new AppError('ValidationFailed', { fields: { images: 'tooManyImages' } });

  return {
    async create(user: UserRow, fields: PropertyFields, files: Buffer[]) {
      if (user.role !== 'contractor') throw new AppError('Forbidden');
      if (files.length > MAX_PROPERTY_IMAGES) throw tooMany();
      refuseExclusion(fields);
      const location = await locate(fields.postalCode, fields.city);
      const keys = await saveImages(files);
      try {
        const row = await d.db.transaction(async (tx) => {
          const created = await q.insertProperty(tx, {
            ...toColumns(fields),
            ...location,
            ownerId: user.id,
          } as NewPropertyRow);
          await q.insertImages(tx, created.id, keys, 0);
          return created;
        });
        // After the commit: a scam signal never holds up or undoes the publication (it logs its own errors).
        await d.signals?.propertyChanged(row);
        // A business landlord's details are complete whenever `isBusiness` is set (see businessDetailsColumns).
        return withImages(d, row, user.avatarKey, MANAGER_VIEW, presentProvider(user));
      } catch (err) {
        await Promise.all(keys.map((k) => d.images.remove(k)));
        throw err;
      }
    },

    async update(
      user: UserRow,
      id: string,
      fields: Partial<PropertyFields>,
      files: Buffer[],
      removeImageIds: string[],
      cleared: ClearablePropertyField[] = [],
    ) {
      const existing = await manageable(user, id);
      // The texts the edit sends (the web form sends them all): a landlord may still mark an older
      // listing rented or pause it without retyping it; moderation handles what was there before.
      refuseExclusion({ title: fields.title, description: fields.description, notes: fields.notes });
      const current = await q.listImages(d.db, [id]);
      const remaining = current.filter((img) => !removeImageIds.includes(img.id));
      if (remaining.length + files.length > MAX_PROPERTY_IMAGES) throw tooMany();
      const moved = fields.postalCode !== undefined || fields.city !== undefined || fields.state !== undefined;
      const location = moved ? await locate(fields.postalCode ?? existing.postalCode, fields.city, existing.city) : {};
      const keys = await saveImages(files);
      let removed: { storageKey: string }[] = [];
      try {
        await d.db.transaction(async (tx) => {
          // Parsed empty fields come back as undefined keys: the cleared ones go last so they win.
          await q.updateProperty(tx, id, { ...toColumns(fields), ...location, ...clearedColumns(cleared) });
          removed = await q.deleteImages(tx, id, removeImageIds);
          const next = current.reduce((max, img) => Math.max(max, img.position + 1), 0);
          await q.insertImages(tx, id, keys, next);
        });
      } catch (err) {
        await Promise.all(keys.map((k) => d.images.remove(k)));
        throw err;
      }
      // Files go only after the rows are gone, so no listing ever points at a missing image.
      await Promise.all(removed.map((img) => d.images.remove(img.storageKey)));
      const updated = (await q.findPropertyWithOwnerAvatar(d.db, id))!;
      // The changed text, rent and new photos are checked again (see `create`).
      await d.signals?.propertyChanged(updated.row);
      return withImages(d, updated.row, updated.ownerAvatarKey, MANAGER_VIEW, presentProvider(updated.owner));
    },

    async remove(user: UserRow, id: string): Promise<void> {
      await manageable(user, id);
      const images = await q.listImages(d.db, [id]);
      await q.deleteProperty(d.db, id);
      await Promise.all(images.map((img) => d.images.remove(img.storageKey)));
    },
  };
}
