import { asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { documentAccess } from '../../db/schema/index.ts';
import { isoOrNull, type AccountPart } from '../../platform/account-part.ts';

/** Access decisions on either side: as the tenant who decides, as the landlord who asked. */
async function ownDocumentAccess(db: Executor, userId: string) {
  return db
    .select()
    .from(documentAccess)
    .where(or(eq(documentAccess.tenantId, userId), eq(documentAccess.landlordId, userId)))
    .orderBy(asc(documentAccess.requestedAt));
}

/** Access decisions go with the account (by cascade): export only, the other side by name. */
export const documentAccessAccountData: AccountPart = {
  async export(db, memberId) {
    const access = await ownDocumentAccess(db, memberId);
    const me = memberId;
    return {
      members: access.map((a) => (a.tenantId === me ? a.landlordId : a.tenantId)),
      present: ({ member }) => ({
        documentAccess: {
          asTenant: access
            .filter((a) => a.tenantId === me)
            .map((a) => ({
              landlord: member(a.landlordId),
              status: a.status,
              requestedAt: a.requestedAt.toISOString(),
              decidedAt: isoOrNull(a.decidedAt),
            })),
          asLandlord: access
            .filter((a) => a.landlordId === me)
            .map((a) => ({
              tenant: member(a.tenantId),
              status: a.status,
              requestedAt: a.requestedAt.toISOString(),
              decidedAt: isoOrNull(a.decidedAt),
            })),
        },
      }),
    };
  },
};
