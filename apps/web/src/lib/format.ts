import { intlLocale } from './i18n';

/*
 * Money, numbers and dates for German and English, written out by hand as `Intl` writes them (format.test.ts holds them
 * to it). A page's first `Intl` object of any kind loads the browser's locale data: ~150 ms of a phone's main
 * thread (4× slower CPU), which the results page spent on its first card's rent and a listing's page on its
 * date. Other currencies and odd values (a fraction of a cent, a year outside 1000–9999, a number beyond 10^15)
 * still go to `Intl`.
 */

const GROUPING = /\B(?=(\d{3})+(?!\d))/g;

/** Cents to money for the language: de "8,95 €", en "€8.95". */
export function formatMoney(cents: number, language: string, currency = 'EUR') {
  const locale = intlLocale(language);
  const code = currency.toUpperCase();
  if (code !== 'EUR' || !Number.isSafeInteger(cents)) return intlMoney(locale, code, cents);
  const negative = cents < 0 || Object.is(cents, -0);
  const whole = String(Math.floor(Math.abs(cents) / 100));
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  const sign = negative ? '-' : '';
  if (locale === 'de-DE') return `${sign}${whole.replace(GROUPING, '.')},${fraction}\u00a0€`;
  return `${sign}€${whole.replace(GROUPING, ',')}.${fraction}`;
}

// One formatter per locale (and currency): making one costs far more than formatting with it.
const moneyFormats = new Map<string, Intl.NumberFormat>();

function intlMoney(locale: string, code: string, cents: number) {
  const key = `${locale} ${code}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number with at most `digits` decimals: de "1.234,5", en "1,234.5". */
export function formatNumber(value: number, language: string, digits = 1) {
  const locale = intlLocale(language);
  const shortest = String(Math.abs(value));
  if (/^\d+(\.\d+)?$/.test(shortest) && Math.abs(value) < 1e15 && Number.isInteger(digits) && digits >= 0) {
    const [whole, decimals] = roundDecimal(shortest, digits);
    const sign = value < 0 || Object.is(value, -0) ? '-' : '';
    const [group, point] = locale === 'de-DE' ? ['.', ','] : [',', '.'];
    return `${sign}${whole.replace(GROUPING, group)}${decimals ? point + decimals : ''}`;
  }
  const key = `${locale} ${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * A plain decimal ("0.15", the shortest text of the number, which is what Intl rounds) to at most `digits`
 * decimals, half away from zero, without trailing zeros: whole part and decimals.
 */
function roundDecimal(text: string, digits: number): [string, string] {
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction.replace(/0+$/, '')];
  let kept = whole + fraction.slice(0, digits);
  if (fraction.charCodeAt(digits) >= 53 /* '5' */) {
    // Add one at the last kept digit, carrying through nines.
    const chars = kept.split('');
    let i = chars.length - 1;
    while (i >= 0 && chars[i] === '9') chars[i--] = '0';
    if (i >= 0) chars[i] = String(Number(chars[i]) + 1);
    else chars.unshift('1');
    kept = chars.join('');
  }
  const cut = kept.length - digits;
  return [kept.slice(0, cut), kept.slice(cut).replace(/0+$/, '')];
}

/** en-GB's short months ("Sept", as its locale data has it). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** de "21.11.2026", en "21 Nov 2026" (the day in this browser's time zone). */
export function formatDate(iso: string | null | undefined, language: string) {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = intlLocale(language);
  const [day, month, year] = [date.getDate(), date.getMonth(), date.getFullYear()];
  if (year >= 1000 && year <= 9999) {
    if (locale === 'de-DE') return `${String(day).padStart(2, '0')}.${String(month + 1).padStart(2, '0')}.${year}`;
    return `${day} ${MONTHS[month]} ${year}`;
  }
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}
