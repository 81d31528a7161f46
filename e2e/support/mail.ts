import { expect } from '@playwright/test';

const MAIL_API = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 3901}`;

export interface Mail {
  to: string[];
  text: string;
  /** The message's headers as sent, names lower-cased (folded lines joined). */
  headers: Record<string, string>;
  /** Files sent with the mail (and calendar parts), decoded as text; `contentType` as the part names it. */
  attachments: { filename: string; contentType: string; content: string }[];
  receivedAt: number;
}

/** Waits for a mail to `to` containing a link with `pathPart` and answers that link. */
export async function waitForLink(to: string, pathPart: string, after = 0): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAIL_API}/mails?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as Mail[];
        for (const m of mails.reverse()) {
          if (m.receivedAt < after) continue;
          const match = new RegExp(`https?://\\S*${pathPart.replace(/[/?]/g, '\\$&')}\\S*`).exec(m.text);
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `mail with ${pathPart} to ${to}` },
    )
    .toBe(true);
  return link;
}

/** Waits for a mail to `to` whose text contains every one of `parts`; answers the whole mail (text and headers). */
export async function waitForMessage(to: string, parts: (string | RegExp)[], after = 0): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAIL_API}/mails?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as Mail[];
        mail = mails.find(
          (m) =>
            m.receivedAt >= after && parts.every((p) => (typeof p === 'string' ? m.text.includes(p) : p.test(m.text))),
        );
        return Boolean(mail);
      },
      { timeout: 15_000, message: `mail to ${to} with ${parts.join(', ')}` },
    )
    .toBe(true);
  return mail!;
}

/** Waits for a mail to `to` whose text contains every one of `parts`; answers its text. */
export async function waitForMail(to: string, parts: (string | RegExp)[], after = 0): Promise<string> {
  return (await waitForMessage(to, parts, after)).text;
}

/** Waits for a mail to `to` (received at or after `after`) with an attachment `matches` accepts; answers both. */
export async function waitForAttachment(
  to: string,
  matches: (attachment: Mail['attachments'][number]) => boolean,
  after = 0,
): Promise<{ mail: Mail; attachment: Mail['attachments'][number] }> {
  let found: { mail: Mail; attachment: Mail['attachments'][number] } | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAIL_API}/mails?to=${encodeURIComponent(to)}`);
        for (const mail of (await res.json()) as Mail[]) {
          const attachment = mail.receivedAt >= after ? mail.attachments.find(matches) : undefined;
          if (attachment) found = { mail, attachment };
        }
        return Boolean(found);
      },
      { timeout: 15_000, message: `mail with a matching attachment to ${to}` },
    )
    .toBe(true);
  return found!;
}
