import {
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  type DeclineApplications,
  type Language,
  type PipelineQuery,
  type UpdateApplication,
  type ViewingInvitationBody,
} from '@mietmatch/contract';
import type { Db } from '../../db/client.ts';
import type { ApplicationRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { applicantReasons } from '../matches/index.ts';
import { findProperty } from '../properties/index.ts';
import { present as presentRequestView, type TenantRequestService } from '../tenant-requests/index.ts';
import type { ApplicationNotices } from './notices.ts';
import { pipelinePage } from './pipeline-queries.ts';
import { fairItem } from './fair-view.ts';
import { countMeeting } from './lottery-queries.ts';
import { presentApplication } from './presenter.ts';
import * as q from './queries.ts';
import { refreshFigures } from './response-figures.ts';
import { takesApplications } from './apply-service.ts';

export interface PipelineDeps {
  db: Db;
  clock: Clock;
  notices: ApplicationNotices;
  requests: Pick<TenantRequestService, 'views'>;
  /** Inviting an applicant to a viewing goes through the viewings' own invitation (its mail, its slots). */
  invite: (landlord: UserRow, body: ViewingInvitationBody) => Promise<unknown>;
  log: { error: (o: object, m: string) => void };
}

/** The landlord's side: the pipeline of a listing, moving an applicant along it, declining many at once. */
export function createPipelineService(d: PipelineDeps) {
  /** The landlord's own listing, else 404 (another's listing is not told apart from none). */
  async function ownListing(landlord: UserRow, propertyId: string) {
    const listing = await findProperty(d.db, propertyId);
    if (!listing || listing.ownerId !== landlord.id) throw new AppError('NotFound');
    return listing;
  }

  /** After an answer's commit: the tenants hear it, and the landlord's figures are counted again. */
  async function afterAnswers(landlordId: string, rows: ApplicationRow[]) {
    await d.notices.answered(rows);
    try {
      await refreshFigures(d.db, [landlordId], d.clock.now());
    } catch (err) {
      // The figures are counted again by the daily pass; the answers stand.
      d.log.error({ err }, 'landlord response figures could not be refreshed');
    }
  }

  return {
    async list(landlord: UserRow, propertyId: string, f: PipelineQuery, language: Language) {
      const listing = await ownListing(landlord, propertyId);
      const [rows, counts] = await Promise.all([pipelinePage(d.db, listing, f), q.statusCounts(d.db, listing.id)]);
      const views = new Map(
        (
          await d.requests.views(
            landlord,
            rows.map((r) => r.request),
          )
        ).map((v) => [v.row.id, v]),
      );
      const items = rows.flatMap((r) => {
        const view = views.get(r.request.id);
        // A request its tenant has since hidden from landlords is left out, as everywhere.
        if (!view) return [];
        const item = {
          ...presentApplication(r.application),
          score: r.score,
          reasons: applicantReasons(language, r, listing, r.request),
          request: {
            ...presentRequestView(view),
            distanceKm: r.distanceKm === null || r.distanceKm === undefined ? null : Number(r.distanceKm),
            topPlacement: false,
          },
        };
        // Fair selection cuts after the request's own presenter: "Bewerbung 7" until invited.
        return [fairItem(item, r.application, listing, language)];
      });
      const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as Record<
        (typeof APPLICATION_STATUSES)[number],
        number
      >;
      const total =
        f.meets.length > 0
          ? await countMeeting(d.db, listing, f)
          : f.status
            ? byStatus[f.status]
            : Object.values(byStatus).reduce((n, c) => n + c, 0);
      const live = byStatus.new + byStatus.shortlisted + byStatus.invited + byStatus.offered;
      return {
        items,
        total,
        page: f.page,
        pageSize: f.pageSize,
        counts: byStatus,
        applicationsOpen: takesApplications(listing, live),
        applicationLimit: listing.applicationLimit,
      };
    },

    /** Moves one application along (allowed steps only, else 409 InvalidTransition); the tenant hears at once. */
    async setStatus(landlord: UserRow, id: string, body: UpdateApplication) {
      const found = await q.findApplication(d.db, id);
      if (!found || found.landlordId !== landlord.id || !found.propertyId) throw new AppError('NotFound');
      if (!APPLICATION_TRANSITIONS[found.status].includes(body.status)) throw new AppError('InvalidTransition');
      // The viewing invitation first: with it the tenant can book the listing's slots (and gets its mail).
      if (body.status === 'invited') {
        await d.invite(landlord, { propertyId: found.propertyId, tenantId: found.tenantId, message: body.message });
      }
      const row = await d.db.transaction(async (tx) => {
        const locked = await q.lockApplication(tx, found.id);
        if (!locked || !APPLICATION_TRANSITIONS[locked.status].includes(body.status)) {
          throw new AppError('InvalidTransition');
        }
        const updated = await q.setStatus(tx, locked, {
          status: body.status,
          answer: body.message ?? null,
          at: d.clock.now(),
        });
        if (!updated) throw new AppError('InvalidTransition');
        await d.notices.queueAnswers(tx, [updated]);
        return updated;
      });
      await afterAnswers(landlord.id, [row]);
      return presentApplication(row);
    },

    /** Declines many live applications of the listing in one transaction, every mail queued with it. */
    async decline(landlord: UserRow, propertyId: string, body: DeclineApplications) {
      const listing = await ownListing(landlord, propertyId);
      const rows = await d.db.transaction(async (tx) => {
        const declined = await q.declineMany(tx, listing.id, body, body.message ?? null, d.clock.now());
        await d.notices.queueAnswers(tx, declined);
        return declined;
      });
      await afterAnswers(landlord.id, rows);
      return { declined: rows.length };
    },
  };
}

export type PipelineService = ReturnType<typeof createPipelineService>;
