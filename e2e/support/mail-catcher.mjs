// A real SMTP server for the end-to-end tier, with a small HTTP API on loopback so the tests
// (in other processes) can read what the app mailed: GET /mails?to=<address>. Mail to bounce…@
// addresses is refused with 550 (the admins' list of failed mails).
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3901);
/** @typedef {{ filename: string, contentType: string, content: string }} Attachment */
/** @type {{ to: string[], text: string, headers: Record<string, string>, attachments: Attachment[], receivedAt: number }[]} */
const mails = [];

/** @param {string} s */
function decodeQuotedPrintable(s) {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** @param {string} raw */
function textOf(raw) {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => /content-type: text\/plain/i.test(p)) ?? raw;
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  if (/quoted-printable/i.test(head ?? '')) return decodeQuotedPrintable(content);
  if (/content-transfer-encoding: base64/i.test(head ?? ''))
    return Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8');
  return content;
}

/**
 * The parts sent as files (Content-Disposition attachment, or a calendar part), decoded as UTF-8 text, with
 * the part's Content-Type as sent (e.g. `text/calendar; charset=utf-8; method=REQUEST`), so tests can read an
 * invitation file as the mail program gets it.
 * @param {string} raw
 * @returns {Attachment[]}
 */
function attachmentsOf(raw) {
  /** @type {Attachment[]} */
  const found = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/).slice(1)) {
    const [rawHead = '', ...body] = part.split(/\r?\n\r?\n/);
    const head = rawHead.replace(/\r?\n[ \t]+/g, ' ');
    const type = /^content-type:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '';
    const disposition = /^content-disposition:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '';
    if (/^multipart\//i.test(type) || !(/^attachment/i.test(disposition) || /^text\/calendar/i.test(type))) continue;
    const name = /filename\*?="?([^";]+)"?/i.exec(disposition) ?? /name="?([^";]+)"?/i.exec(type);
    const content = body.join('\r\n\r\n');
    const text = /content-transfer-encoding:\s*base64/i.test(head)
      ? Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8')
      : /quoted-printable/i.test(head)
        ? decodeQuotedPrintable(content)
        : content;
    found.push({ filename: name?.[1] ?? '', contentType: type, content: text });
  }
  return found;
}

/**
 * The top-level headers of a raw message, names lower-cased, folded lines joined (RFC 5322 2.2.3), so
 * tests can read e.g. `List-Unsubscribe` as the mail program sees it. A repeated header keeps its first value.
 * @param {string} raw
 * @returns {Record<string, string>}
 */
function headersOf(raw) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // Mailboxes whose name starts with "bounce" do not exist: refused for good, as a real server does.
  onRcptTo(address, _session, callback) {
    if (!address.address.toLowerCase().startsWith('bounce')) return callback();
    callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
  },
  onData(stream, session, callback) {
    /** @type {Buffer[]} */
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        text: textOf(raw),
        headers: headersOf(raw),
        attachments: attachmentsOf(raw),
        receivedAt: Date.now(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') return res.end('ok');
    if (url.pathname === '/mails') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(mails.filter((m) => !to || m.to.includes(to))));
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(httpPort, '127.0.0.1');
