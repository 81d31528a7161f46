import { intlLocale } from './i18n';

/** Cents to money for the language: de "8,95 €", en "€8.95". */
export function formatMoney(cents: number, language: string, currency = 'EUR') {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** de "21.11.2026", en "21 Nov 2026". */
export function formatDate(iso: string | null | undefined, language: string) {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(date);
}
