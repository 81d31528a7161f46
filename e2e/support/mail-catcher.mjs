// A real SMTP server for the end-to-end tier, with a small HTTP API on loopback so the tests
// (in other processes) can read what the app mailed: GET /mails?to=<address>.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3901);
/** @type {{ to: string[], text: string, receivedAt: number }[]} */
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

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    /** @type {Buffer[]} */
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        text: textOf(raw),
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
