import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { favouriteProperties, favouriteRequests, properties, tenantRequests } from '../../db/schema/index.ts';
import type { AccountPart } from '../../platform/account-part.ts';

/** The member's favourites with what the app showed of each (title and city, or the request's target city). */
async function ownFavourites(db: Executor, userId: string) {
  const [props, reqs] = await Promise.all([
    db
      .select({
        propertyId: favouriteProperties.propertyId,
        title: properties.title,
        city: properties.city,
        addedAt: favouriteProperties.createdAt,
      })
      .from(favouriteProperties)
      .innerJoin(properties, eq(properties.id, favouriteProperties.propertyId))
      .where(eq(favouriteProperties.userId, userId))
      .orderBy(asc(favouriteProperties.createdAt)),
    db
      .select({
        requestId: favouriteRequests.requestId,
        targetCity: tenantRequests.targetCity,
        addedAt: favouriteRequests.createdAt,
      })
      .from(favouriteRequests)
      .innerJoin(tenantRequests, eq(tenantRequests.id, favouriteRequests.requestId))
      .where(eq(favouriteRequests.userId, userId))
      .orderBy(asc(favouriteRequests.createdAt)),
  ]);
  return { properties: props, requests: reqs };
}

/** Favourites go with the account (theirs and others' of their posts, by cascade): export only. */
export const favouritesAccountData: AccountPart = {
  async export(db, memberId) {
    const favourites = await ownFavourites(db, memberId);
    return {
      present: () => ({
        favourites: {
          properties: favourites.properties.map((f) => ({
            propertyId: f.propertyId,
            title: f.title,
            city: f.city,
            addedAt: f.addedAt.toISOString(),
          })),
          requests: favourites.requests.map((f) => ({
            requestId: f.requestId,
            targetCity: f.targetCity,
            addedAt: f.addedAt.toISOString(),
          })),
        },
      }),
    };
  },
};
