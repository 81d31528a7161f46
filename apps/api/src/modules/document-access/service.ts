import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { accessDecisionMail, accessRequestMail } from '../../adapters/mail/templates.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findUserById } from '../users/queries.ts';
import { isActiveMember } from '../users/policy.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { Notifier } from '../notifications/notifier.ts';
import * as q from './queries.ts';

const active = (u: UserRow | null): u is UserRow => u !== null && isActiveMember(u);

/**
 * Landlords ask for a tenant's files; the tenant grants or removes access. Downloads check the
 * state at every request, so a removal takes effect with the next one. Both sides get a mail.
 */
export function createDocumentAccessService(d: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  realtime: Realtime;
  /** Both sides keep the request and the answer in their notification centre. */
  notifier: Pick<Notifier, 'notify'>;
  appUrl: string;
  log: FastifyBaseLogger;
}) {
  async function mail(send: () => Promise<void>) {
    try {
      await send();
    } catch (err) {
      d.log.error({ err }, 'sending mail failed');
    }
  }

  return {
    async request(landlord: UserRow, tenantId: string) {
      const tenant = isUuid(tenantId) ? await findUserById(d.db, tenantId) : null;
      if (!active(tenant) || tenant.role !== 'client') throw new AppError('NotFound');
      // A landlord reaches a tenant through a request they can see; an id alone must not be
      // enough to send mail to any tenant.
      if (!(await q.hasVisibleRequest(d.db, tenant.id))) throw new AppError('NotFound');
      const result = await q.requestAccess(d.db, tenant.id, landlord.id, d.clock.now());
      if (result.changed) {
        d.realtime.toUser(tenant.id, 'newAccessRequest', { landlordId: landlord.id, status: result.status });
        await d.notifier.notify(tenant.id, 'accessRequested', {
          landlordId: landlord.id,
          landlordName: `${landlord.firstName} ${landlord.lastName}`,
        });
        await mail(() =>
          d.mailer.send(
            accessRequestMail(
              tenant.language,
              tenant.email,
              tenant.firstName,
              `${landlord.firstName} ${landlord.lastName}`,
              `${d.appUrl}/my-requests`,
            ),
          ),
        );
      }
      return result.status;
    },

    async decide(tenant: UserRow, landlordId: string, to?: 'granted' | 'removed') {
      const status = isUuid(landlordId) ? await q.decideAccess(d.db, tenant.id, landlordId, d.clock.now(), to) : null;
      if (!status) throw new AppError('NotFound');
      d.realtime.toUser(landlordId, 'accessRequestStatus', { tenantId: tenant.id, status });
      await d.notifier.notify(landlordId, 'accessAnswered', {
        tenantId: tenant.id,
        tenantName: `${tenant.firstName} ${tenant.lastName}`,
        status,
      });
      const landlord = await findUserById(d.db, landlordId);
      if (active(landlord)) {
        await mail(() =>
          d.mailer.send(
            accessDecisionMail(
              landlord.language,
              landlord.email,
              landlord.firstName,
              `${tenant.firstName} ${tenant.lastName}`,
              status === 'granted',
              `${d.appUrl}/all-tenant-requests`,
            ),
          ),
        );
      }
      return status;
    },

    list: (user: UserRow) => q.listAccess(d.db, user.role === 'client' ? 'tenant' : 'landlord', user.id),
  };
}

export type DocumentAccessService = ReturnType<typeof createDocumentAccessService>;
