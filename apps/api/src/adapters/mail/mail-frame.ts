import type { Language } from '@mietmatch/contract';
import { PRODUCT_NAME } from '@mietmatch/contract';
import type { MailMessage } from './mailer.ts';

// The frame every mail shares: its HTML page and button, escaping, the way money and days are written,
// and the plain mail of a few paragraphs with an optional link. The mails themselves are in templates.ts.

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The frame of every mail's HTML part. */
export function htmlPage(language: Language, inner: string): string {
  return `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
${inner}</body></html>`;
}

/** A mail's main link, drawn as a button. */
export function buttonHtml(url: string, label: string): string {
  return `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

export function money(cents: number, language: Language): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

export function day(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: language === 'de' ? '2-digit' : 'short',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(date);
}

export function simpleMail(
  to: string,
  language: Language,
  subject: string,
  lines: string[],
  link?: { label: string; url: string },
): MailMessage {
  const text = `${lines.join('\n\n')}${link ? `\n\n${link.label}:\n${link.url}` : ''}\n\n${PRODUCT_NAME}\n`;
  const html = htmlPage(
    language,
    `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${link ? buttonHtml(link.url, link.label) : ''}
<p>${escapeHtml(PRODUCT_NAME)}</p>`,
  );
  return { to, subject, text, html, link: link?.url };
}
