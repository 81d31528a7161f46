import { randomBytes } from 'node:crypto';
import {
  type AdminLotteryDraw,
  criteriaOf,
  type DrawnApplication,
  type LotteryBody,
  type LotteryDraw,
} from '@mietmatch/contract';
import type { Db } from '../../db/client.ts';
import type { ApplicationDrawRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { findProperty } from '../properties/index.ts';
import type { TenantRequestService } from '../tenant-requests/index.ts';
import { criteriaNames } from './fair-criteria.ts';
import * as q from './lottery-queries.ts';
import type { PipelineService } from './pipeline-service.ts';
import { seededShuffle } from './seeded-shuffle.ts';

export interface LotteryDeps {
  db: Db;
  clock: Clock;
  requests: Pick<TenantRequestService, 'views'>;
  /** Each invitee is invited as the pipeline invites: the viewing invitation, the tenant's notices. */
  pipeline: Pick<PipelineService, 'setStatus'>;
  log: { error: (o: object, m: string) => void };
}

/** The invitees of a draw: the first `count` of the eligible list shuffled with the seed. */
function drawnFrom(seed: string, eligible: readonly DrawnApplication[], count: number): DrawnApplication[] {
  return seededShuffle(seed, eligible).slice(0, count);
}

function presentDraw(row: ApplicationDrawRow): LotteryDraw {
  return {
    drawId: row.id,
    seed: row.seed,
    criteria: row.criteria,
    count: row.count,
    eligible: row.eligible,
    invited: row.invited,
    createdAt: row.createdAt.toISOString(),
  };
}

const sameDraw = (a: readonly DrawnApplication[], b: readonly DrawnApplication[]) =>
  a.length === b.length && a.every((x, i) => x.applicationId === b[i]!.applicationId && x.number === b[i]!.number);

/**
 * Fair selection's lottery: the landlord draws invitees by lot among the applications that meet the
 * must-have criteria; each draw is recorded (seed, criteria, eligible list, invitees) and an admin can
 * recompute it from the record.
 */
export function createLotteryService(d: LotteryDeps) {
  /** The landlord's own listing, else 404 (another's listing is not told apart from none). */
  async function ownListing(landlord: UserRow, propertyId: string) {
    const listing = await findProperty(d.db, propertyId);
    if (!listing || listing.ownerId !== landlord.id) throw new AppError('NotFound');
    return listing;
  }

  return {
    async draw(landlord: UserRow, propertyId: string, body: LotteryBody): Promise<LotteryDraw> {
      const listing = await ownListing(landlord, propertyId);
      if (!listing.fairSelection) {
        throw new AppError('ValidationFailed', { fields: { fairSelection: 'fairSelectionRequired' } });
      }
      const names = criteriaNames(body.criteria);
      const rows = await q.drawableApplications(d.db, listing, names);
      // An applicant whose request the tenant has since hidden from landlords is out, as in the pipeline.
      const seen = new Set(
        (
          await d.requests.views(
            landlord,
            rows.map((r) => r.request),
          )
        ).map((v) => v.row.id),
      );
      const eligible = rows
        .filter((r) => seen.has(r.request.id))
        .map((r) => ({ applicationId: r.application.id, number: r.application.number }));
      const seed = randomBytes(32).toString('hex');
      const invited = drawnFrom(seed, eligible, body.count);
      // Recorded before anyone is invited: the record stands even if an invitation fails midway.
      const draw = await q.insertDraw(d.db, {
        propertyId: listing.id,
        landlordId: landlord.id,
        seed,
        criteria: criteriaOf(names),
        eligible,
        invited,
        count: body.count,
        createdAt: d.clock.now(),
      });
      for (const pick of invited) {
        try {
          await d.pipeline.setStatus(landlord, pick.applicationId, { status: 'invited' });
        } catch (err) {
          // Withdrawn or moved on in another tab since it was drawn: the others are still invited.
          if (!(err instanceof AppError)) throw err;
          d.log.error({ err, drawId: draw.id, applicationId: pick.applicationId }, 'a drawn applicant was not invited');
        }
      }
      return presentDraw(draw);
    },

    /** The listing's draws, newest first (its owner only). */
    async list(landlord: UserRow, propertyId: string) {
      const listing = await ownListing(landlord, propertyId);
      return { items: (await q.drawsOf(d.db, listing.id)).map(presentDraw) };
    },

    /** An admin's check of a draw: the record, and the invitees shuffled again from its seed and eligible list. */
    async reproduce(id: string): Promise<AdminLotteryDraw> {
      const row = await q.findDraw(d.db, id);
      if (!row) throw new AppError('NotFound');
      const again = drawnFrom(row.seed, row.eligible, row.count);
      return {
        ...presentDraw(row),
        propertyId: row.propertyId,
        landlordId: row.landlordId,
        reproduced: sameDraw(again, row.invited),
        reproducedInvited: again,
      };
    },
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
