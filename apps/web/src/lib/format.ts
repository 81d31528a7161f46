import { intlLocale } from './i18n';

/** Cents to money for the language: de "8,95 €", en "€8.95". */
// One formatter per locale (and currency): making one costs far more than formatting with it (a listing's
// page spent ~120 ms of a 4× slower CPU making date formatters), and a page formats many amounts and dates.
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, language: string, currency = 'EUR') {
  const locale = intlLocale(language);
  const code = currency.toUpperCase();
  const key = `${locale} ${code}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** de "21.11.2026", en "21 Nov 2026". */
export function formatDate(iso: string | null | undefined, language: string) {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = intlLocale(language);
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}
