import { asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { documentAccess } from '../../db/schema/index.ts';
import { isoOrNull, type AccountPart } from '../../platform/account-part.ts';
import { ownDocumentOpens } from './access-log-queries.ts';

/** Access decisions on either side: as the tenant who decides, as the landlord who asked. */
async function ownDocumentAccess(db: Executor, userId: string) {
  return db
    .select()
    .from(documentAccess)
    .where(or(eq(documentAccess.tenantId, userId), eq(documentAccess.landlordId, userId)))
    .orderBy(asc(documentAccess.requestedAt));
}

/**
 * Access decisions go with the account (by cascade): export only, the other side by name. So does the
 * log of opens: a tenant's erasure takes the opens of their files along (cascade); a landlord's leaves
 * the tenant's entries without the landlord (set null): the tenant keeps the record that their papers
 * were seen, and nothing in it names the erased person any more.
 */
export const documentAccessAccountData: AccountPart = {
  async export(db, memberId) {
    const access = await ownDocumentAccess(db, memberId);
    const opens = await ownDocumentOpens(db, memberId);
    const me = memberId;
    const opened = (o: (typeof opens)[number]) => ({
      fileTitle: o.fileTitle,
      fileKind: o.fileKind,
      openedAt: o.openedAt.toISOString(),
    });
    return {
      members: [
        ...access.map((a) => (a.tenantId === me ? a.landlordId : a.tenantId)),
        ...opens.flatMap((o) => (o.tenantId === me ? (o.landlordId ?? []) : o.tenantId)),
      ],
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
          openedByLandlords: opens
            .filter((o) => o.tenantId === me)
            .map((o) => ({ landlord: o.landlordId ? member(o.landlordId) : null, ...opened(o) })),
          openedByMe: opens
            .filter((o) => o.landlordId === me)
            .map((o) => ({ tenant: member(o.tenantId), ...opened(o) })),
        },
      }),
    };
  },
};
