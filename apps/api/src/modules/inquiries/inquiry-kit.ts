import type { Db } from '../../db/client.ts';
import type { InboxRow, MessageRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import { reaches, type RequestStage } from '@mietmatch/contract';
import { findUsersByIds } from '../users/index.ts';
import { stagesWith } from '../document-access/index.ts';
import type { PropertyService } from '../properties/index.ts';
import type { TenantRequestService } from '../tenant-requests/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { Notifier } from '../notifications/index.ts';
import { createAnnouncer } from './announce.ts';
import { otherOf } from './members.ts';
import * as q from './queries.ts';
import { presentInbox } from './presenter.ts';
import type { MailQueue } from '../mail/index.ts';

/** A paid "write first" plan must not become a spam cannon. */
export const SEND_RULE: RateLimitRule = { name: 'inquiry-send', max: 30, windowMs: 60_000 };

export interface InquiryDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  properties: PropertyService;
  requests: TenantRequestService;
  realtime: Realtime;
  outbox: MailQueue;
  /** A new message is kept in the recipient's notification centre. */
  notifier: Pick<Notifier, 'notify'>;
  appUrl: string;
  log: { error: (obj: object, msg: string) => void };
  sendRule?: RateLimitRule;
  /** The automatic scam signals, run after a message is saved and announced (moderation/signals). */
  signals?: { messageWritten(message: MessageRow): Promise<void> };
}

export const notFound = () => new AppError('NotFound');

export const tooMany = (retryAfter: number) =>
  new AppError('TooManyRequests', { headers: { 'retry-after': String(retryAfter) } });

/** What the inbox, message and read-state actions share: membership, inbox views, the send quota, events. */
export function createInquiryKit(d: InquiryDeps) {
  const now = () => d.clock.now();
  const sendRule = d.sendRule ?? SEND_RULE;

  async function limitSending(user: UserRow) {
    const retryAfter = await d.limiter.consume(sendRule, user.id);
    if (retryAfter !== null) throw tooMany(retryAfter);
  }

  async function views(viewer: UserRow, rows: InboxRow[]) {
    const ids = rows.map((r) => r.id);
    const otherIds = [...new Set(rows.map((r) => otherOf(r, viewer.id)))];
    const [others, lasts, unread, stages] = await Promise.all([
      findUsersByIds(d.db, otherIds),
      q.lastMessages(d.db, ids),
      q.unreadCounts(d.db, viewer.id, ids),
      // A landlord sees a tenant's full name once the tenant has applied, written or answered.
      viewer.role === 'contractor' ? stagesWith(d.db, viewer.id, otherIds) : new Map<string, RequestStage>(),
    ]);
    const byId = new Map(others.map((u) => [u.id, u]));
    const lastBy = new Map(lasts.map((m) => [m.inboxId, m]));
    return rows.map((r) => {
      const other = byId.get(otherOf(r, viewer.id));
      const stage = other?.role === 'client' ? stages.get(other.id) : undefined;
      const shortName = stage !== undefined && !reaches(stage, 'contact');
      return presentInbox(r, viewer, other, lastBy.get(r.id), unread.get(r.id) ?? 0, shortName);
    });
  }

  async function memberInbox(user: UserRow, id: string) {
    const inbox = await q.findMemberInbox(d.db, id, user.id);
    if (!inbox) throw notFound();
    return inbox;
  }

  /** The caller's own message and its inbox, which the caller must still be a member of. */
  async function ownMessage(user: UserRow, messageId: string) {
    const message = await q.findOwnMessage(d.db, messageId, user.id);
    const inbox = message ? await memberInbox(user, message.inboxId).catch(() => null) : null;
    if (!message || !inbox) throw notFound();
    return { message, inbox };
  }

  const { announceMessage } = createAnnouncer(d);
  return { now, sendRule, limitSending, views, memberInbox, ownMessage, announceMessage };
}

export type InquiryKit = ReturnType<typeof createInquiryKit>;
