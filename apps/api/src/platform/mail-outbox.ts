import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { createMailer, type Mailer } from '../adapters/mail/mailer.ts';
import { createMailOutbox, type MailOutbox } from '../modules/mail/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The node's mail outbox; tests call `app.mailOutbox.deliverDue()` before asserting that no mail went out. */
    mailOutbox: MailOutbox;
  }
}

/**
 * The mail outbox of one node and its delivery, over SMTP (`SMTP_URL`) or into the local outbox
 * folder. Every node delivers, tests included (unlike the scheduled jobs), so a mail queued by a
 * request arrives without anyone calling for it.
 */
export function setUpMailOutbox(app: FastifyInstance, config: Config, d: { db: Db; clock: Clock; mailer?: Mailer }) {
  const transport =
    d.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log: app.log });
  const outbox = createMailOutbox({
    db: d.db,
    clock: d.clock,
    log: app.log,
    metrics: app.metrics,
    transport,
    pollMs: config.mailPollMs,
  });
  app.decorate('mailOutbox', outbox);
  // Once the server is ready, i.e. after `npm start` has migrated (the job table exists).
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => {
    // The mails at hand finish before the transport closes.
    await outbox.stop();
    if (!d.mailer) transport.close();
  });
  return outbox;
}
