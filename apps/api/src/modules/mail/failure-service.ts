import type { MailFailure, MailFailureList } from '@mietmatch/contract';
import type { Db } from '../../db/client.ts';
import type { JobRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailOutbox } from './outbox.ts';
import { failedMailPage, messageOf, pendingMailCount } from './queries.ts';

/** A given-up mail as admins see it: to whom, about what, and why it failed (never its body). */
function presentFailure(job: JobRow): MailFailure {
  const { to, subject } = messageOf(job);
  return {
    id: String(job.id),
    to,
    subject,
    attempts: job.attempts,
    lastError: job.lastError,
    queuedAt: job.createdAt.toISOString(),
  };
}

/** The admins' view of mail delivery: the mails given up, how many are on their way, sending one again. */
export function createMailFailureService(d: { db: Db; outbox: Pick<MailOutbox, 'requeue'> }) {
  return {
    async list(page: number, pageSize: number): Promise<MailFailureList> {
      const [{ rows, total }, pending] = await Promise.all([
        failedMailPage(d.db, page, pageSize),
        pendingMailCount(d.db),
      ]);
      return { items: rows.map(presentFailure), total, page, pageSize, pending };
    },

    /** Due again at once with a fresh day of retries; 404 for an id that is no given-up mail (any more). */
    async retry(id: string): Promise<MailFailure> {
      const row = /^[1-9]\d{0,14}$/.test(id) ? await d.outbox.requeue(Number(id)) : null;
      if (!row) throw new AppError('NotFound');
      return presentFailure(row);
    },
  };
}

export type MailFailureService = ReturnType<typeof createMailFailureService>;
