import type { Executor } from '../../db/client.ts';
import { findUserById } from '../../db/members.ts';
import type { ApplicationRow, UserRow } from '../../db/schema/index.ts';
import { applicationAnswerMail } from '../../adapters/mail/application-templates.ts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { MailQueue } from '../mail/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { findUsersByIds } from '../users/index.ts';
import { presentApplication } from './presenter.ts';
import type { MyApplicationLoader } from './tenant-view.ts';

export interface NoticeDeps {
  outbox: MailQueue;
  notifier: Notifier;
  realtime: Pick<Realtime, 'toUser'>;
  appUrl: string;
  /** The tenant's view of applications by id (the live event carries it). */
  mine: MyApplicationLoader;
}

const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/**
 * Who hears of what, so that every application ends with an answer. The tenant: each change, by
 * notification, live event and mail (the mails are queued in the change's transaction, so an
 * answer is never lost); the landlord: each new application and each withdrawal, in the centre and
 * live (no mail: a landlord in a city would get hundreds).
 */
export function createApplicationNotices(d: NoticeDeps) {
  return {
    /** In the change's transaction: one mail per tenant who got an answer (one insert for many). */
    async queueAnswers(tx: Executor, rows: ApplicationRow[]): Promise<void> {
      if (rows.length === 0) return;
      const tenants = new Map(
        (await findUsersByIds(tx, [...new Set(rows.map((r) => r.tenantId))])).map((u) => [u.id, u]),
      );
      const mails: MailMessage[] = [];
      for (const row of rows) {
        const tenant = tenants.get(row.tenantId);
        if (!tenant) continue;
        const mail = applicationAnswerMail({
          language: tenant.language,
          to: tenant.email,
          firstName: tenant.firstName,
          propertyTitle: row.propertyTitle,
          status: row.status,
          answer: row.answer,
          closedReason: row.closedReason,
          url: `${d.appUrl}/my-applications`,
        });
        if (mail) mails.push(mail);
      }
      await d.outbox.queueMany(tx, mails);
    },

    /** After the commit: each tenant's notification centre and open app. */
    async answered(rows: ApplicationRow[]): Promise<void> {
      if (rows.length === 0) return;
      await d.notifier.notifyMany(
        rows.map((row) => ({
          userId: row.tenantId,
          type: 'applicationStatus' as const,
          data: {
            applicationId: row.id,
            propertyId: row.propertyId,
            propertyTitle: row.propertyTitle,
            status: row.status,
            closedReason: row.closedReason,
          },
        })),
      );
      const tenantOf = new Map(rows.map((r) => [r.id, r.tenantId]));
      for (const application of await d.mine(rows.map((r) => r.id))) {
        const tenantId = tenantOf.get(application.id);
        if (tenantId) d.realtime.toUser(tenantId, 'applicationStatus', { application });
      }
    },

    /**
     * After the commit: the landlord hears of a new application at once. `anonymous` (fair selection):
     * by its number only, never the tenant's name (fair-notices.ts decides).
     */
    async received(row: ApplicationRow, tenant: UserRow, anonymous = false): Promise<void> {
      const data = {
        applicationId: row.id,
        propertyId: row.propertyId,
        propertyTitle: row.propertyTitle,
        applicationNumber: row.number,
        ...(anonymous ? { anonymous: true } : { tenantName: nameOf(tenant) }),
      };
      await d.notifier.notify(row.landlordId, 'applicationReceived', data);
      if (row.propertyId) {
        d.realtime.toUser(row.landlordId, 'newApplication', {
          application: presentApplication(row),
          propertyId: row.propertyId,
        });
      }
    },

    /** After the commit: the landlord is told the tenant withdrew. */
    async withdrawn(db: Executor, row: ApplicationRow, anonymous = false): Promise<void> {
      const tenant = anonymous ? null : await findUserById(db, row.tenantId);
      const data = {
        applicationId: row.id,
        propertyId: row.propertyId,
        propertyTitle: row.propertyTitle,
        applicationNumber: row.number,
        ...(anonymous ? { anonymous: true } : { tenantName: tenant ? nameOf(tenant) : '' }),
      };
      await d.notifier.notify(row.landlordId, 'applicationWithdrawn', data);
      if (row.propertyId) {
        d.realtime.toUser(row.landlordId, 'applicationWithdrawn', {
          applicationId: row.id,
          propertyId: row.propertyId,
        });
      }
    },
  };
}

export type ApplicationNotices = ReturnType<typeof createApplicationNotices>;
