import { findPlan, planName, type Language } from '@mietmatch/contract';
import { expiryReminderMail } from '../../adapters/mail/templates.ts';
import * as q from './queries.ts';
import type { PaymentDeps } from './service.ts';

const REMINDER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One pass of the reminder job for plans ending within 7 days; safe to run on every node at once. */
export async function sendExpiryReminders(
  d: Pick<PaymentDeps, 'db' | 'clock' | 'mailer' | 'appUrl'>,
  sendSafely: (send: () => Promise<void>) => Promise<void>,
): Promise<number> {
  const now = () => d.clock.now();
  const until = new Date(now().getTime() + REMINDER_DAYS * DAY_MS);
  let sent = 0;
  for (const kind of ['subscription', 'additional'] as const) {
    for (const user of await q.usersToRemind(d.db, kind, now(), until)) {
      const expiresAt = kind === 'subscription' ? user.paymentExpiresAt! : user.additionalPlanExpiresAt!;
      if (!(await q.claimReminder(d.db, user.id, kind, expiresAt))) continue;
      const plan = kind === 'subscription' ? findPlan(user.planId ?? '') : undefined;
      const language: Language = user.language;
      const additionalName = language === 'de' ? 'Zusatztarif für Mieter' : 'Additional renter plan';
      const name = plan ? planName(plan, language) : kind === 'additional' ? additionalName : 'Mietmatch';
      const renewUrl = `${d.appUrl}/my-subscriptions${kind === 'additional' ? '?isAdditionalPlan=true' : ''}`;
      const mail = expiryReminderMail(language, user.email, user.firstName, name, expiresAt, renewUrl);
      await sendSafely(() => d.mailer.send(mail));
      sent++;
    }
  }
  return sent;
}
