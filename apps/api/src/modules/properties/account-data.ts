import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { properties, propertyImages } from '../../db/schema/index.ts';
import { plainRow, type AccountPart } from '../../platform/account-part.ts';

/** The landlord's listings with their photos, oldest first. */
async function ownProperties(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(properties)
    .where(eq(properties.ownerId, userId))
    .orderBy(asc(properties.createdAt), asc(properties.id));
  const images = rows.length
    ? await db
        .select()
        .from(propertyImages)
        .where(
          inArray(
            propertyImages.propertyId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(propertyImages.position))
    : [];
  return rows.map((row) => ({ row, images: images.filter((i) => i.propertyId === row.id) }));
}

/** Every photo of the person's listings, to delete from storage once the rows are gone. */
async function ownImageKeys(tx: Executor, userId: string) {
  const rows = await tx
    .select({ key: propertyImages.storageKey })
    .from(propertyImages)
    .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
    .where(eq(properties.ownerId, userId));
  return rows.map((r) => ({ store: 'propertyImages' as const, key: r.key }));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The listings go with the account (by cascade); their photos are deleted from storage after it. */
export const propertiesAccountData: AccountPart = {
  async export(db, memberId) {
    const listings = await ownProperties(db, memberId);
    return {
      present: ({ file }) => ({
        properties: listings.map(({ row, images }) => ({
          // The owner facts are search bookkeeping copied from the account, not data about the listing.
          ...plainRow(row, ['ownerId', 'ownerVisible', 'ownerTopUntil']),
          id: row.id,
          images: images.map((img, i) => ({
            position: img.position,
            file: file({
              path: `files/properties/${row.id}/${pad(i + 1)}.webp`,
              store: 'propertyImages',
              key: img.storageKey,
              compress: false,
            }),
          })),
        })),
      }),
    };
  },
  erase: { remove: async (tx, member) => ({ files: await ownImageKeys(tx, member.id) }) },
};
