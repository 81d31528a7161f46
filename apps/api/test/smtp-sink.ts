import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { MailAttachment } from '../src/adapters/mail/mailer.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
  /** The attached files, decoded (a calendar invitation's `contentType` keeps its `method=`). */
  attachments: MailAttachment[];
}

/**
 * A real SMTP server on loopback that keeps what it receives, for tests that click mailed links.
 * It can be stopped and started again on the same port (a mail server outage), and can refuse the
 * mail for chosen addresses for good (550, as for an unknown mailbox).
 */
export async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const refused = new Set<string>();
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Tests end quickly: do not wait 30 s for idle client connections on close.
      closeTimeout: 100,
      onRcptTo(address, _session, callback) {
        if (!refused.has(address.address.toLowerCase())) return callback();
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw,
            subject: decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? ''),
            text: decodeBody(raw),
            attachments: attachmentsOf(raw),
          });
          for (const w of waiters.splice(0)) w();
          callback();
        });
      },
    });
  const listen = (s: SMTPServer, port: number) =>
    new Promise<void>((resolve, reject) => {
      s.server.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
  let server: SMTPServer | null = create();
  await listen(server, 0);
  const port = (server.server.address() as AddressInfo).port;
  const close = async () => {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  let sendDue = async () => {};
  async function arrival(
    to: string,
    predicate: (m: ReceivedMail) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()) && predicate(m));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The mails that reached an address, in order. */
    mailsTo: (to: string) => mails.filter((m) => m.to.includes(to.toLowerCase())),
    /**
     * The newest mail to an address, waiting for it if it has not arrived yet. The test app first
     * has every due mail sent (`sendDue`), so the newest is the one the last request caused.
     */
    async waitFor(to: string, predicate?: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail> {
      await sendDue();
      return arrival(to, predicate, timeoutMs);
    },
    /** The newest mail to an address, waiting for it as it comes, without asking for it to be sent. */
    waitForArrival: arrival,
    /** What `waitFor` does first (the test app: deliver every node's due mail). */
    beforeWait(send: () => Promise<void>) {
      sendDue = send;
    },
    /** An outage: connections to the port are refused until `start()`. */
    stop: close,
    /** Back after an outage, on the same port. */
    async start() {
      if (server) return;
      server = create();
      await listen(server, port);
    },
    /** Mail to this address is refused for good (550) until `accept()`. */
    refuse: (address: string) => void refused.add(address.toLowerCase()),
    accept: (address: string) => void refused.delete(address.toLowerCase()),
    close,
  };
}

/** The first link in a mail with the given path, e.g. `/verify-email`. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`no ${pathPart} link in mail "${mail.subject}"`);
  return match[0];
}

function decodeHeader(value: string): string {
  return (
    value
      .replace(/\r?\n[ \t]/g, ' ')
      // Whitespace between two encoded words is not part of the text (RFC 2047).
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
      )
  );
}

/** The MIME parts of a mail (nested multiparts flattened), each with its unfolded head. */
function partsOf(raw: string): Array<{ head: string; content: string }> {
  return raw.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    return { head: head.replace(/\r?\n[ \t]+/g, ' '), content: body.join('\n\n') };
  });
}

function decodeContent(head: string, content: string): string {
  if (/content-transfer-encoding: quoted-printable/i.test(head)) return decodeQuotedPrintable(content);
  if (/content-transfer-encoding: base64/i.test(head))
    return Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8');
  return content;
}

/** The text/plain part, decoded from quoted-printable or base64. */
function decodeBody(raw: string): string {
  const parts = partsOf(raw);
  const part = parts.find((p) => /content-type: text\/plain/i.test(p.head)) ?? parts[0];
  return part ? decodeContent(part.head, part.content) : raw;
}

/** The parts sent as attachments (`Content-Disposition: attachment`), decoded. */
function attachmentsOf(raw: string): MailAttachment[] {
  return partsOf(raw)
    .filter((p) => /^content-disposition:\s*attachment/im.test(p.head))
    .map((p) => ({
      filename: /filename="?([^";\r\n]+)"?/i.exec(p.head)?.[1] ?? '',
      // Without the name parameter nodemailer adds: the type as the sender gave it.
      contentType: (/^content-type:\s*([^\r\n]+)/im.exec(p.head)?.[1] ?? '').replace(/;\s*name=[^;]*$/i, ''),
      content: decodeContent(p.head, p.content),
    }));
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
