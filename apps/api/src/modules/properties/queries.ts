import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  properties,
  propertyImages,
  users,
  type NewPropertyRow,
  type PropertyImageRow,
  type PropertyRow,
} from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

export async function insertProperty(db: Executor, values: NewPropertyRow): Promise<PropertyRow> {
  const [row] = await db.insert(properties).values(values).returning();
  return row!;
}

export async function findProperty(db: Executor, id: string): Promise<PropertyRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  return row ?? null;
}

/** A listing with its owner's avatar key and business details, in one query (to answer it after an edit). */
export async function findPropertyWithOwnerAvatar(db: Executor, id: string) {
  if (!isUuid(id)) return null;
  const [found] = await db
    .select({
      row: properties,
      ownerAvatarKey: users.avatarKey,
      owner: {
        isBusiness: users.isBusiness,
        businessName: users.businessName,
        businessAddress: users.businessAddress,
        businessPhone: users.businessPhone,
        businessEmail: users.businessEmail,
        businessTradeRegister: users.businessTradeRegister,
        businessCheckedAt: users.businessCheckedAt,
      },
    })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, id))
    .limit(1);
  return found ?? null;
}

export async function updateProperty(
  db: Executor,
  id: string,
  values: Partial<NewPropertyRow>,
): Promise<PropertyRow | null> {
  const [row] = await db
    .update(properties)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(properties.id, id))
    .returning();
  return row ?? null;
}

export async function deleteProperty(db: Executor, id: string): Promise<void> {
  await db.delete(properties).where(eq(properties.id, id));
}

export async function listImages(db: Executor, propertyIds: string[]): Promise<PropertyImageRow[]> {
  if (propertyIds.length === 0) return [];
  return db
    .select()
    .from(propertyImages)
    .where(inArray(propertyImages.propertyId, propertyIds))
    .orderBy(asc(propertyImages.position));
}

export async function insertImages(db: Executor, propertyId: string, keys: string[], firstPosition: number) {
  if (keys.length === 0) return;
  await db
    .insert(propertyImages)
    .values(keys.map((storageKey, i) => ({ propertyId, storageKey, position: firstPosition + i })));
}

export async function deleteImages(db: Executor, propertyId: string, imageIds: string[]): Promise<PropertyImageRow[]> {
  const ids = imageIds.filter(isUuid);
  if (ids.length === 0) return [];
  return db
    .delete(propertyImages)
    .where(and(eq(propertyImages.propertyId, propertyId), inArray(propertyImages.id, ids)))
    .returning();
}

/** Which of these image keys a listing still names (the file sweep keeps those). */
export async function referencedImageKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: propertyImages.storageKey })
    .from(propertyImages)
    .where(inArray(propertyImages.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}
