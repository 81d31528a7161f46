import { asc, eq, or } from 'drizzle-orm';
import type { AccountExport } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { type ApplicationRow, applications, properties } from '../../db/schema/index.ts';
import { isoOrNull, type AccountPart, type ExportContext } from '../../platform/account-part.ts';
import { isAnonymous } from './fair-view.ts';

/** A received application fair selection still hides: the landlord's export names no tenant the app did not. */
type ExportedRow = ApplicationRow & { hidden: boolean };

function presentApplications(rows: ExportedRow[], { me, member }: ExportContext): AccountExport['applications'] {
  return rows.map((a) => {
    const sent = a.tenantId === me;
    return {
      id: a.id,
      direction: sent ? ('sent' as const) : ('received' as const),
      propertyId: a.propertyId,
      propertyTitle: a.propertyTitle,
      requestId: a.requestId,
      otherMember: sent ? member(a.landlordId) : a.hidden ? null : member(a.tenantId),
      status: a.status,
      message: a.message,
      answer: a.answer,
      createdAt: a.createdAt.toISOString(),
      answeredAt: isoOrNull(a.answeredAt),
      statusChangedAt: a.statusChangedAt.toISOString(),
      closedReason: a.closedReason,
    };
  });
}

/**
 * The member's applications in the export: made as a tenant, or received as a landlord, each with
 * the other side by the name the app showed. On erasure the rows go with the account (their cascade);
 * before that, a landlord's live ones close with a notice to their tenants (`closeReceived`).
 */
export const applicationsAccountData = (closeReceived: (landlordId: string) => Promise<void>): AccountPart => ({
  erase: { beforeTransaction: closeReceived },
  async export(db: Executor, memberId: string) {
    const found = await db
      .select({ application: applications, fair: properties.fairSelection })
      .from(applications)
      .leftJoin(properties, eq(properties.id, applications.propertyId))
      .where(or(eq(applications.tenantId, memberId), eq(applications.landlordId, memberId)))
      .orderBy(asc(applications.createdAt), asc(applications.id));
    const rows = found.map((r) => ({
      ...r.application,
      hidden: isAnonymous({ fairSelection: r.fair ?? false }, r.application),
    }));
    return {
      members: rows.flatMap((a) => (a.tenantId === memberId ? [a.landlordId] : a.hidden ? [] : [a.tenantId])),
      present: (ctx) => ({ applications: presentApplications(rows, ctx) }),
    };
  },
});
