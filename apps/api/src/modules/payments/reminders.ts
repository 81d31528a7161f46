import { findPlan, planName, type Language } from '@mietmatch/contract';
import { expiryReminderMail } from '../../adapters/mail/templates.ts';
import * as q from './queries.ts';
import type { PaymentDeps } from './service.ts';

const REMINDER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One pass of the reminder job for plans ending within 7 days; safe to run on every node at once. */
export async function sendExpiryReminders(d: Pick<PaymentDeps, 'db' | 'clock' | 'outbox' | 'appUrl'>): Promise<number> {
  const now = () => d.clock.now();
  const until = new Date(now().getTime() + REMINDER_DAYS * DAY_MS);
  let sent = 0;
  for (const kind of ['subscription', 'additional'] as const) {
    for (const user of await q.usersToRemind(d.db, kind, now(), until)) {
      const expiresAt = kind === 'subscription' ? user.paymentExpiresAt! : user.additionalPlanExpiresAt!;
      const plan = kind === 'subscription' ? findPlan(user.planId ?? '') : undefined;
      const language: Language = user.language;
      const additionalName = language === 'de' ? 'Zusatztarif für Mieter' : 'Additional renter plan';
      const name = plan ? planName(plan, language) : kind === 'additional' ? additionalName : 'Mietmatch';
      const renewUrl = `${d.appUrl}/my-subscriptions${kind === 'additional' ? '?isAdditionalPlan=true' : ''}`;
      const mail = expiryReminderMail(language, user.email, user.firstName, name, expiresAt, renewUrl);
      // The claim and the mail together: a node that claims the reminder has queued it.
      const claimed = await d.db.transaction(async (tx) => {
        if (!(await q.claimReminder(tx, user.id, kind, expiresAt))) return false;
        await d.outbox.queue(tx, mail);
        return true;
      });
      if (!claimed) continue;
      sent++;
    }
  }
  return sent;
}
