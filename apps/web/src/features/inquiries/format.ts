import { intlLocale } from '../../lib/i18n';

function sameDay(a: Date, b: Date) {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** Clock time: de "14:05", en "14:05". */
export function formatTime(iso: string, language: string) {
  return new Intl.DateTimeFormat(intlLocale(language), { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** The day of a message relative to today: 'today', 'yesterday' or a date for the language. */
export type Day = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

export function dayOf(iso: string, language: string, now = new Date()): Day {
  const date = new Date(iso);
  if (sameDay(date, now)) return { kind: 'today' };
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return { kind: 'yesterday' };
  const sameYear = date.getFullYear() === now.getFullYear();
  const text = new Intl.DateTimeFormat(
    intlLocale(language),
    sameYear ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' },
  ).format(date);
  return { kind: 'date', text };
}

/** Whole euros as the lists show rents: de "1.250 €", en "€1,250". */
export function formatEuros(amount: number, language: string) {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  }).format(amount);
}

/** The path of a conversation's page. */
export function threadPath(inbox: { id: string; subjectType: string }) {
  return `/inquiries-thread/${inbox.subjectType}/${inbox.id}`;
}
