import { type Language, PRODUCT_NAME } from '@mietmatch/contract';
import type { MailMessage } from './mailer.ts';
import { buttonHtml, escapeHtml, htmlPage, money } from './mail-frame.ts';

/** A listing as an alert mail shows it. */
interface AlertListing {
  id: string;
  title: string;
  warmRentCents: number;
  rooms: number | null;
  squareMeters: number | null;
  city: string | null;
}

/** A tenant request as an alert mail shows it. */
interface AlertRequest {
  id: string;
  name: string;
  budgetCents: number;
  city: string | null;
}

export type AlertItems = { kind: 'property'; items: AlertListing[] } | { kind: 'request'; items: AlertRequest[] };

export interface AlertMailInput {
  language: Language;
  to: string;
  firstName: string;
  /** The saved search's name, or what a tenant request's alerts are called (its city). */
  searchName: string;
  /** The daily digest rather than an instant alert. */
  digest: boolean;
  found: AlertItems;
  appUrl: string;
  /** The signed one-click address (RFC 8058), also shown as a link. */
  unsubscribeUrl: string;
}

const number = (n: number, language: Language) =>
  new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(n);

function subject(m: AlertMailInput, count: number): string {
  const name = m.searchName;
  if (m.language === 'de') {
    const what = count === 1 ? `Ein neuer Treffer für „${name}“` : `${count} neue Treffer für „${name}“`;
    return `${m.digest ? `Tagesübersicht: ${what}` : what} – ${PRODUCT_NAME}`;
  }
  const what = count === 1 ? `1 new match for "${name}"` : `${count} new matches for "${name}"`;
  return `${m.digest ? `Daily digest: ${what}` : what} – ${PRODUCT_NAME}`;
}

/** Each item as one line of facts and its address. */
function itemsOf(m: AlertMailInput): { line: string; url: string }[] {
  const de = m.language === 'de';
  if (m.found.kind === 'property') {
    return m.found.items.map((p) => {
      const facts = [
        `${money(p.warmRentCents, m.language)} ${de ? 'warm' : 'incl. utilities'}`,
        p.rooms !== null ? `${number(p.rooms, m.language)} ${de ? 'Zimmer' : 'rooms'}` : null,
        p.squareMeters !== null ? `${number(p.squareMeters, m.language)} m²` : null,
        p.city,
      ].filter(Boolean);
      return { line: `${p.title} – ${facts.join(' · ')}`, url: `${m.appUrl}/property-details/${p.id}` };
    });
  }
  return m.found.items.map((r) => {
    const facts = [`Budget ${money(r.budgetCents, m.language)}`, r.city].filter(Boolean);
    return { line: `${r.name} – ${facts.join(' · ')}`, url: `${m.appUrl}/tenant-request-details/${r.id}` };
  });
}

/**
 * An alert mail (instant bundle or daily digest): what is new for one saved search or one tenant
 * request, each with its link, a link to the saved searches and a visible unsubscribe link. The
 * `List-Unsubscribe` headers let mail programs offer the one-click unsubscribe of RFC 8058.
 */
export function alertMail(m: AlertMailInput): MailMessage {
  const de = m.language === 'de';
  const items = itemsOf(m);
  const hello = de ? `Hallo ${m.firstName},` : `Hello ${m.firstName},`;
  const intro =
    m.found.kind === 'property'
      ? de
        ? `neue Inserate für „${m.searchName}“:`
        : `new listings for "${m.searchName}":`
      : de
        ? `neue Gesuche für „${m.searchName}“:`
        : `new requests for "${m.searchName}":`;
  const all = { label: de ? 'Gespeicherte Suchen' : 'Saved searches', url: `${m.appUrl}/saved-searches` };
  const stop = de
    ? 'Keine Benachrichtigungen mehr für diese Suche? Abbestellen (ohne Anmeldung):'
    : 'No more alerts for this search? Unsubscribe (no sign-in needed):';
  const text = [
    hello,
    intro,
    items.map((i) => `- ${i.line}\n  ${i.url}`).join('\n'),
    `${all.label}:\n${all.url}`,
    `${stop}\n${m.unsubscribeUrl}`,
    PRODUCT_NAME,
  ].join('\n\n');
  const html = htmlPage(
    m.language,
    `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>
<ul>${items.map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.line)}</a></li>`).join('\n')}</ul>
${buttonHtml(all.url, all.label)}
<p style="font-size:13px;color:#475569">${escapeHtml(stop)} <a href="${escapeHtml(m.unsubscribeUrl)}">${de ? 'Abbestellen' : 'Unsubscribe'}</a></p>
<p>${escapeHtml(PRODUCT_NAME)}</p>`,
  );
  return {
    to: m.to,
    subject: subject(m, items.length),
    text: `${text}\n`,
    html,
    link: items[0]?.url,
    headers: {
      'List-Unsubscribe': `<${m.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
