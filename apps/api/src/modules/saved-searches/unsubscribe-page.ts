import { PRODUCT_NAME, type Language } from '@mietmatch/contract';
import type { UnsubscribeSubject } from './unsubscribe-service.ts';

/** The page a mail's unsubscribe link opens: the question, the answer after the button, or a bad link. */
export type UnsubscribePage =
  | { kind: 'confirm'; subject: UnsubscribeSubject; action: string }
  | { kind: 'done'; subject: UnsubscribeSubject }
  | { kind: 'invalid' };

interface Texts {
  title: string;
  confirm: (s: UnsubscribeSubject) => string;
  alreadyOff: (s: UnsubscribeSubject) => string;
  button: string;
  done: (s: UnsubscribeSubject) => string;
  again: string;
  invalid: string;
  invalidHint: string;
  open: string;
}

const quoted = { de: (n: string) => `„${n}“`, en: (n: string) => `“${n}”` };

/** A saved search by its name, a request's alerts by its target city. */
const what = (lang: Language, s: UnsubscribeSubject) => {
  if (s.target === 'savedSearch') {
    return lang === 'de' ? `deine gespeicherte Suche ${quoted.de(s.name)}` : `your saved search ${quoted.en(s.name)}`;
  }
  const city = s.name ? ` in ${s.name}` : '';
  return lang === 'de' ? `dein Gesuch${city}` : `your request${city}`;
};

const TEXTS: Record<Language, Texts> = {
  de: {
    title: 'Benachrichtigungen abbestellen',
    confirm: (s) => `Möchtest du keine Benachrichtigungen mehr für ${what('de', s)} bekommen?`,
    alreadyOff: (s) => `Für ${what('de', s)} bekommst du bereits keine Benachrichtigungen.`,
    button: 'Abbestellen',
    done: (s) => `Erledigt: Du bekommst keine Benachrichtigungen mehr für ${what('de', s)}.`,
    again: 'Du kannst sie jederzeit in der App wieder einschalten.',
    invalid: 'Dieser Link ist ungültig oder abgelaufen.',
    invalidHint: 'Melde dich an, um deine Benachrichtigungen in der App zu ändern.',
    open: 'Mietmatch öffnen',
  },
  en: {
    title: 'Unsubscribe from alerts',
    confirm: (s) => `Stop getting alerts for ${what('en', s)}?`,
    alreadyOff: (s) => `You no longer get alerts for ${what('en', s)}.`,
    button: 'Unsubscribe',
    done: (s) => `Done: you will no longer get alerts for ${what('en', s)}.`,
    again: 'You can turn them on again in the app at any time.',
    invalid: 'This link is invalid or has expired.',
    invalidHint: 'Sign in to change your alerts in the app.',
    open: 'Open Rentmatch',
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

// Inline styles only (the page's CSP allows no other source); no script at all.
const STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}' +
  'main{max-width:32rem;margin:0 auto;padding:2rem 1.25rem}h1{font-size:1.4rem;margin:0 0 1rem}' +
  'button,a.button{display:inline-block;font:inherit;font-size:1rem;background:#0f766e;color:#fff;border:0;' +
  'border-radius:8px;padding:.75rem 1.25rem;min-height:44px;cursor:pointer;text-decoration:none}' +
  'p.hint{color:#475569;font-size:.9rem}';

/** The whole page, in the language asked for; every value is escaped. */
export function renderUnsubscribePage(page: UnsubscribePage, lang: Language): string {
  const t = TEXTS[lang];
  const home = `<p><a class="button" href="/">${escapeHtml(t.open)}</a></p>`;
  let body: string;
  if (page.kind === 'invalid') {
    body = `<p>${escapeHtml(t.invalid)}</p><p class="hint">${escapeHtml(t.invalidHint)}</p>${home}`;
  } else if (page.kind === 'done') {
    body = `<p>${escapeHtml(t.done(page.subject))}</p><p class="hint">${escapeHtml(t.again)}</p>${home}`;
  } else if (!page.subject.active) {
    body = `<p>${escapeHtml(t.alreadyOff(page.subject))}</p>${home}`;
  } else {
    body =
      `<p>${escapeHtml(t.confirm(page.subject))}</p>` +
      `<form method="post" action="${escapeHtml(page.action)}"><button type="submit">${escapeHtml(t.button)}</button></form>`;
  }
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(`${t.title} – ${PRODUCT_NAME}`)}</title>` +
    `<style>${STYLE}</style></head><body><main><h1>${escapeHtml(t.title)}</h1>${body}</main></body></html>`
  );
}
