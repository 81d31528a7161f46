import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format';

const intlMoney = (locale: string, cents: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
const intlDate = (locale: string, date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('money and dates written by hand', () => {
  it('make no Intl formatter for euros and dates in German and English', () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatMoney(165_000, 'de')).toBe('1.650,00\u00a0€');
    expect(formatMoney(-895, 'en')).toBe('-€8.95');
    expect(formatDate('2026-12-07T12:00:00Z', 'de')).toBe('07.12.2026');
    expect(formatDate('2026-09-07T12:00:00Z', 'en')).toBe('7 Sept 2026');
    expect(formatNumber(1234.56, 'de')).toBe('1.234,6');
    expect(formatNumber(84, 'en')).toBe('84');
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });

  it('write euros exactly as Intl does, in German and English', () => {
    const amounts = [0, -0, 1, 5, 10, 99, 100, 895, 1000, 99_999, 100_000, 123_456, 165_000, 100_000_000, 123_456_789];
    for (const cents of [...amounts, ...amounts.map((a) => -a)]) {
      expect(formatMoney(cents, 'de'), String(cents)).toBe(intlMoney('de-DE', cents));
      expect(formatMoney(cents, 'en'), String(cents)).toBe(intlMoney('en-GB', cents));
    }
    // Other currencies and fractions of a cent are Intl's.
    expect(formatMoney(895, 'de', 'usd')).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD' }).format(8.95),
    );
    expect(formatMoney(12.5, 'en')).toBe(intlMoney('en-GB', 12.5));
  });

  it('write numbers exactly as Intl does, in German and English', () => {
    const values = [0, -0, 0.04, 0.05, 0.15, 0.25, 1, 1.005, 2.5, 12.345, 84, 999.95, 1234.5, 99_999.99, 1_234_567.891];
    for (const value of [...values, ...values.map((v) => -v)]) {
      for (const digits of [0, 1, 2]) {
        for (const [language, locale] of [
          ['de', 'de-DE'],
          ['en', 'en-GB'],
        ] as const) {
          const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
          expect(formatNumber(value, language, digits), `${language} ${value} ${digits}`).toBe(intl);
        }
      }
    }
  });

  it('write every day of a year exactly as Intl does, in German and English', () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(2028, 0, 1 + day, 12);
      expect(formatDate(date.toISOString(), 'de')).toBe(intlDate('de-DE', date));
      expect(formatDate(date.toISOString(), 'en')).toBe(intlDate('en-GB', date));
    }
    expect(formatDate('0999-05-01T12:00:00Z', 'de')).toBe(intlDate('de-DE', new Date('0999-05-01T12:00:00Z')));
    expect(formatDate('', 'de')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
