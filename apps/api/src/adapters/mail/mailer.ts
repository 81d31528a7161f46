import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about, logged in outbox mode so a local run needs no mail client. */
  link?: string;
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` on alert mails (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * Files sent with the mail, kept in the outbox with it (text only: an iCalendar invitation, whose
   * `contentType` carries its method, e.g. `text/calendar; charset=utf-8; method=REQUEST`).
   */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The way out to the mail server (or the local outbox folder). Only the mail outbox's delivery calls
 * `send` (modules/mail/outbox.ts): everything else queues its mail in the job table.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Deletes the copies this mailer kept of mails to an address (on an account's erasure);
   * answers how many. SMTP keeps none: what was sent is gone from here.
   */
  forget(address: string): Promise<number>;
  close(): void;
}

/**
 * A sending attempt ends well within the outbox's claim on the mail (60 s): a mail server that stops
 * answering fails the attempt (to be retried) instead of outliving the claim, after which another
 * node would take the same mail and it could arrive twice.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * What nodemailer sends, the same for SMTP and the outbox folder. Attachments go as plain parts (not
 * nodemailer's `icalEvent`), so every kind takes one path; a calendar part keeps its `method=`
 * parameter, which mail clients need to offer "accept" for an invitation.
 */
function envelope(from: string, m: MailMessage): SendMailOptions {
  return {
    from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    headers: m.headers,
    attachments: m.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
  };
}

/** SMTP when `SMTP_URL` is set; otherwise `.eml` files in the outbox folder. */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(m) {
        await transport.sendMail(envelope(opts.from, m));
      },
      forget: async () => 0,
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail(envelope(opts.from, m));
      mkdirSync(opts.outboxDir, { recursive: true });
      // The outbox sends several mails side by side: two to one address in the same millisecond each get a file.
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      const file = path.join(opts.outboxDir, `${stamp}-${safe(m.to)}.eml`);
      writeFileSync(file, info.message as Buffer);
      opts.log.info({ to: m.to, subject: m.subject, link: m.link, file }, 'mail written to outbox');
    },
    forget: (address) => forgetOutboxMails(opts.outboxDir, address),
    close: () => transport.close(),
  };
}

/**
 * Deletes the outbox mails addressed to `address`. The file name (which ends in the address)
 * picks the candidates; the mail's own `To:` header decides, so a similar address that maps to
 * the same file name keeps its mails.
 */
async function forgetOutboxMails(outboxDir: string, address: string): Promise<number> {
  const wanted = address.trim().toLowerCase();
  const suffix = `-${safe(wanted)}.eml`.toLowerCase();
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let removed = 0;
  for (const name of names.filter((n) => n.toLowerCase().endsWith(suffix))) {
    const file = path.join(outboxDir, name);
    if (!recipientsOf(await readFile(file, 'utf8')).includes(wanted)) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

/** The addresses of a mail's `To:` header (folded lines joined), lower-cased. */
function recipientsOf(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const to = /^To:(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? '';
  return [...to.matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map((m) => m[0].toLowerCase());
}

function safe(s: string): string {
  return s.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 80);
}
