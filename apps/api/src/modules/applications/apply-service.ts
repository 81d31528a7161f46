import {
  APPLICATION_ANSWER_DAYS,
  type CreateApplication,
  FREE_LIVE_APPLICATIONS,
  type MyApplicationsQuery,
} from '@mietmatch/contract';
import type { Db } from '../../db/client.ts';
import { findUserById, isOffered } from '../../db/members.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ImageStore } from '../../adapters/storage/image-store.ts';
import { findRequest } from '../tenant-requests/index.ts';
import type { ApplicationNotices } from './notices.ts';
import { presentApplication } from './presenter.ts';
import * as q from './queries.ts';
import { tenantPage } from './tenant-view.ts';

const DAY_MS = 24 * 60 * 60_000;

export interface ApplyDeps {
  db: Db;
  clock: Clock;
  images: Pick<ImageStore, 'urls'>;
  notices: ApplicationNotices;
}

/** Whether the tenant's additional plan runs: it lifts the limit of live applications. */
const hasAdditionalPlan = (user: UserRow, now: Date) =>
  user.additionalPlanExpiresAt !== null && user.additionalPlanExpiresAt >= now;

/** A listing takes applications while its landlord keeps them open and its limit is not reached. */
export function takesApplications(
  listing: { applicationsOpen: boolean; applicationLimit: number | null; status: string; moderation: string | null },
  live: number,
) {
  // A let, deactivated or removed listing takes none, whatever its switch says.
  const offered = listing.status === 'available' && listing.moderation !== 'removed';
  return offered && listing.applicationsOpen && (listing.applicationLimit === null || live < listing.applicationLimit);
}

/** The tenant's side: applying with one of their requests, their list, withdrawing. */
export function createApplyService(d: ApplyDeps) {
  return {
    /**
     * One live application per tenant and listing (409 AlreadyApplied); the listing must take
     * applications (409 ApplicationsClosed); without the additional plan at most 3 live ones
     * (402 AdditionalPlanRequired). The tenant's and the listing's rows are locked, so both limits
     * hold under a rush.
     */
    async apply(tenant: UserRow, body: CreateApplication) {
      const request = await findRequest(d.db, body.requestId);
      // Another tenant's request is not theirs to apply with; nor one landlords cannot see (paused,
      // found, removed by moderation): the landlord's pipeline would never show the applicant.
      if (!request || request.userId !== tenant.id || !isOffered(request, tenant)) throw new AppError('NotFound');
      const now = d.clock.now();
      const row = await d.db.transaction(async (tx) => {
        // The tenant first, then the listing: both limits hold under a rush, always locked in this order.
        const locked = (await q.lockTenant(tx, tenant.id)) ?? tenant;
        const listing = await q.lockListing(tx, body.propertyId);
        const landlord = listing ? await findUserById(tx, listing.ownerId) : null;
        if (!listing || !isOffered(listing, landlord)) throw new AppError('NotFound');
        if (await q.hasLiveApplication(tx, listing.id, tenant.id)) throw new AppError('AlreadyApplied');
        if (!takesApplications(listing, await q.liveToListing(tx, listing.id)))
          throw new AppError('ApplicationsClosed');
        if (!hasAdditionalPlan(locked, now) && (await q.liveOfTenant(tx, tenant.id)) >= FREE_LIVE_APPLICATIONS) {
          throw new AppError('AdditionalPlanRequired');
        }
        const inserted = await q.insertApplication(tx, {
          propertyId: listing.id,
          requestId: request.id,
          tenantId: tenant.id,
          landlordId: listing.ownerId,
          propertyTitle: listing.title,
          message: body.message ?? null,
          createdAt: now,
          statusChangedAt: now,
          expiresAt: new Date(now.getTime() + APPLICATION_ANSWER_DAYS * DAY_MS),
        });
        if (!inserted) throw new AppError('AlreadyApplied');
        return inserted;
      });
      await d.notices.received(row, tenant);
      return presentApplication(row);
    },

    async mine(tenant: UserRow, f: MyApplicationsQuery) {
      const { items, total } = await tenantPage(d.db, d.images, tenant.id, f);
      return { items, total, page: f.page, pageSize: f.pageSize };
    },

    /** Withdraws a live application of the tenant's; the landlord is told. Another's is 404. */
    async withdraw(tenant: UserRow, id: string) {
      const found = await q.findApplication(d.db, id);
      if (!found || found.tenantId !== tenant.id) throw new AppError('NotFound');
      const row = await q.withdraw(d.db, found.id, d.clock.now());
      if (!row) throw new AppError('InvalidTransition');
      await d.notices.withdrawn(d.db, row);
      return presentApplication(row);
    },
  };
}

export type ApplyService = ReturnType<typeof createApplyService>;
