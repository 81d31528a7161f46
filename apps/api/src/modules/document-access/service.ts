import { lastNameInitial, reaches } from '@mietmatch/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { accessDecisionMail, accessRequestMail } from '../../adapters/mail/templates.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findUserById } from '../../db/members.ts';
import { isActiveMember } from '../../db/members.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { Notifier } from '../notifications/index.ts';
import type { MailQueue } from '../mail/index.ts';
import * as q from './queries.ts';
import { listDocumentOpens } from './access-log-queries.ts';
import { approvalStage, currentStage } from './stages.ts';

const active = (u: UserRow | null): u is UserRow => u !== null && isActiveMember(u);

/**
 * Landlords ask for a tenant's files; the tenant grants or removes access. Downloads check the
 * state at every request, so a removal takes effect with the next one. Both sides get a mail.
 */
export function createDocumentAccessService(d: {
  db: Db;
  clock: Clock;
  outbox: MailQueue;
  realtime: Realtime;
  /** Both sides keep the request and the answer in their notification centre. */
  notifier: Pick<Notifier, 'notify'>;
  appUrl: string;
}) {
  return {
    async request(landlord: UserRow, tenantId: string) {
      const tenant = isUuid(tenantId) ? await findUserById(d.db, tenantId) : null;
      if (!active(tenant) || tenant.role !== 'client') throw new AppError('NotFound');
      // A landlord reaches a tenant through a request they can see; an id alone must not be
      // enough to send mail to any tenant.
      if (!(await q.hasVisibleRequest(d.db, tenant.id))) throw new AppError('NotFound');
      // The request and the tenant's mail about it: both or neither.
      const result = await d.db.transaction(async (tx) => {
        const result = await q.requestAccess(tx, tenant.id, landlord.id, d.clock.now());
        if (result.changed) {
          const landlordName = `${landlord.firstName} ${landlord.lastName}`;
          const url = `${d.appUrl}/my-requests`;
          await d.outbox.queue(
            tx,
            accessRequestMail(tenant.language, tenant.email, tenant.firstName, landlordName, url),
          );
        }
        return result;
      });
      if (result.changed) {
        d.realtime.toUser(tenant.id, 'newAccessRequest', { landlordId: landlord.id, status: result.status });
        await d.notifier.notify(tenant.id, 'accessRequested', {
          landlordId: landlord.id,
          landlordName: `${landlord.firstName} ${landlord.lastName}`,
        });
      }
      return result.status;
    },

    async decide(tenant: UserRow, landlordId: string, to?: 'granted' | 'removed') {
      let tenantName = `${tenant.firstName} ${tenant.lastName}`;
      const status = !isUuid(landlordId)
        ? null
        : await d.db.transaction(async (tx) => {
            const approved = await approvalStage(tx, tenant.id, landlordId);
            const status = await q.decideAccess(tx, tenant.id, landlordId, d.clock.now(), approved, to);
            // The landlord is told by the name the stage now left them: "Mara S." after a removal
            // when the tenant never applied or wrote to them.
            if (!reaches(await currentStage(tx, tenant.id, landlordId), 'contact')) {
              tenantName = `${tenant.firstName} ${lastNameInitial(tenant.lastName)}`;
            }
            const landlord = status ? await findUserById(tx, landlordId) : null;
            if (status && active(landlord)) {
              const { language, email, firstName } = landlord;
              const url = `${d.appUrl}/all-tenant-requests`;
              await d.outbox.queue(
                tx,
                accessDecisionMail(language, email, firstName, tenantName, status === 'granted', url),
              );
            }
            return status;
          });
      if (!status) throw new AppError('NotFound');
      d.realtime.toUser(landlordId, 'accessRequestStatus', { tenantId: tenant.id, status });
      await d.notifier.notify(landlordId, 'accessAnswered', { tenantId: tenant.id, tenantName, status });
      return status;
    },

    list: (user: UserRow) => q.listAccess(d.db, user.role === 'client' ? 'tenant' : 'landlord', user.id),

    /** Who opened which of the tenant's files when (stamped copies), newest first. */
    openedLog: (tenant: UserRow, page: number, pageSize: number) => listDocumentOpens(d.db, tenant.id, page, pageSize),
  };
}

export type DocumentAccessService = ReturnType<typeof createDocumentAccessService>;
