import { isLiveApplication } from '@mietmatch/contract';
import type { Db, Executor } from '../../db/client.ts';
import type { ApplicationRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Notifier } from '../notifications/index.ts';
import { releaseStage } from '../document-access/index.ts';
import { findProperty } from '../properties/index.ts';
import { isAnonymous } from './fair-view.ts';
import { presentApplication } from './presenter.ts';
import { stampApplication } from './interest-queries.ts';
import * as q from './queries.ts';

export interface InterestDeps {
  db: Db;
  clock: Clock;
  notifier: Pick<Notifier, 'notify'>;
}

/**
 * The tenant's own steps that release more of their data to the landlord (request-stages.ts):
 * "I want to rent this flat" releases the interest stage (profession, income, their documents),
 * accepting the offer the contract stage (identity documents). Each is the tenant's act for one
 * landlord; an application that ends takes them back (a database trigger, migration 0019).
 */
export function createInterestService(d: InterestDeps) {
  /** The tenant's own application, locked; another's is not told apart from none. */
  async function own(tx: Executor, tenant: UserRow, id: string) {
    const row = await q.lockApplication(tx, id);
    if (!row || row.tenantId !== tenant.id) throw new AppError('NotFound');
    return row;
  }

  async function tell(row: ApplicationRow, tenant: UserRow, step: 'interest' | 'offerAccepted') {
    // On a fair listing an applicant not yet invited stays a number, here as in the pipeline.
    const listing = row.propertyId ? await findProperty(d.db, row.propertyId) : null;
    const anonymous = listing !== null && isAnonymous(listing, row);
    await d.notifier.notify(row.landlordId, 'applicationInterest', {
      applicationId: row.id,
      propertyId: row.propertyId,
      propertyTitle: row.propertyTitle,
      applicationNumber: row.number,
      ...(anonymous ? { anonymous: true } : { tenantName: `${tenant.firstName} ${tenant.lastName}`.trim() }),
      step,
    });
  }

  return {
    /** Any live application: after a viewing or by choice. Saying it twice changes nothing. */
    async confirmInterest(tenant: UserRow, id: string) {
      const now = d.clock.now();
      const { row, changed } = await d.db.transaction(async (tx) => {
        const found = await own(tx, tenant, id);
        if (!isLiveApplication(found.status)) throw new AppError('InvalidTransition');
        if (found.interestAt) return { row: found, changed: false };
        await releaseStage(tx, tenant.id, found.landlordId, 'interest', now);
        return { row: await stampApplication(tx, found.id, { interestAt: now }), changed: true };
      });
      if (changed) await tell(row, tenant, 'interest');
      return presentApplication(row);
    },

    /** Only an offered application; accepting also says the tenant wants the flat. */
    async acceptOffer(tenant: UserRow, id: string) {
      const now = d.clock.now();
      const { row, changed } = await d.db.transaction(async (tx) => {
        const found = await own(tx, tenant, id);
        if (found.status !== 'offered') throw new AppError('InvalidTransition');
        if (found.offerAcceptedAt) return { row: found, changed: false };
        await releaseStage(tx, tenant.id, found.landlordId, 'contract', now);
        const row = await stampApplication(tx, found.id, { offerAcceptedAt: now, interestAt: found.interestAt ?? now });
        return { row, changed: true };
      });
      if (changed) await tell(row, tenant, 'offerAccepted');
      return presentApplication(row);
    },
  };
}

export type InterestService = ReturnType<typeof createInterestService>;
