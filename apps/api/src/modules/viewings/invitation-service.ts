import type { ViewingInvitation, ViewingInvitationBody } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { viewingInvitationMail } from '../../adapters/mail/viewing-templates.ts';
import { findUserById } from '../../db/members.ts';
import { isActiveMember } from '../../db/members.ts';
import { postViewingCard } from '../inquiries/index.ts';
import { addressViews } from '../properties/index.ts';
import * as q from './invitation-queries.ts';
import { presentInvitation } from './presenter.ts';
import { findProperty } from './slot-queries.ts';
import { nameOf, runAfter, type ViewingDeps } from './viewing-kit.ts';

const notFound = () => new AppError('NotFound');

/** Landlords invite tenants to book; tenants list their invitations. */
export function createInvitationService(d: ViewingDeps) {
  /** Invitations as their tenant sees them (the street by the listing's address rule). */
  async function present(db: Executor, tenant: UserRow, rows: q.InvitationRow[]) {
    const views = await addressViews(
      db,
      tenant,
      rows.map((r) => r.property),
      { districts: true },
    );
    return rows.map((r) => presentInvitation(r, views.get(r.property.id)!));
  }

  async function presented(db: Executor, tenant: UserRow, id: string): Promise<ViewingInvitation> {
    const rows = await q.invitationRows(db, { id }, d.clock.now());
    if (rows.length === 0) throw notFound();
    return (await present(db, tenant, rows))[0]!;
  }

  /** The tenant must be reachable: active, with a request landlords see or a conversation with this landlord. */
  async function invitableTenant(landlord: UserRow, tenantId: string) {
    const tenant = isUuid(tenantId) ? await findUserById(d.db, tenantId) : null;
    if (tenant?.role !== 'client' || !isActiveMember(tenant)) return null;
    const reachable = (await q.hasVisibleRequest(d.db, tenant.id)) || (await q.haveInbox(d.db, landlord.id, tenant.id));
    return reachable ? tenant : null;
  }

  return {
    /** Answers whether it is new: the same pair again gets the same invitation, and nobody is told twice. */
    async invite(landlord: UserRow, body: ViewingInvitationBody) {
      const property = await findProperty(d.db, body.propertyId);
      const offered = property && property.status !== 'deactivated' && property.moderation !== 'removed';
      if (!property || !offered || property.ownerId !== landlord.id) throw notFound();
      const tenant = await invitableTenant(landlord, body.tenantId);
      if (!tenant) throw notFound();
      const now = d.clock.now();
      const made = await d.db.transaction(async (tx) => {
        const row = await q.insertInvitation(tx, {
          propertyId: property.id,
          landlordId: landlord.id,
          tenantId: tenant.id,
          message: body.message ?? null,
          createdAt: now,
        });
        if (!row) return null;
        const slots = await q.openSlotTimes(tx, property.id, now);
        await d.outbox.queue(
          tx,
          viewingInvitationMail({
            language: tenant.language,
            to: tenant.email,
            firstName: tenant.firstName,
            landlordName: nameOf(landlord),
            propertyTitle: property.title,
            message: row.message,
            slots,
            url: `${d.appUrl}/properties/${property.id}/book-viewing`,
          }),
        );
        const card = { event: 'invited' as const, propertyId: property.id, bookingId: null };
        const announceCard = await postViewingCard(
          tx,
          {
            landlordId: landlord.id,
            tenantId: tenant.id,
            senderId: landlord.id,
            card: { ...card, startsAt: null, endsAt: null, reason: null },
          },
          d.realtime,
        );
        return { invitation: await presented(tx, tenant, row.id), announceCard };
      });
      if (!made) {
        const existing = await q.findInvitation(d.db, property.id, tenant.id);
        if (!existing) throw notFound();
        return { created: false, invitation: await presented(d.db, tenant, existing.id) };
      }
      const { invitation, announceCard } = made;
      await runAfter(d, [
        async () => {
          d.realtime.toUser(tenant.id, 'viewingInvitation', { invitation });
          await d.notifier.notify(tenant.id, 'viewingInvitation', {
            invitationId: invitation.id,
            propertyId: property.id,
            propertyTitle: property.title,
            landlordName: nameOf(landlord),
          });
          await announceCard?.();
        },
      ]);
      return { created: true, invitation };
    },

    async list(tenant: UserRow): Promise<ViewingInvitation[]> {
      const rows = await q.invitationRows(d.db, { tenantId: tenant.id }, d.clock.now());
      return present(d.db, tenant, rows);
    },
  };
}
