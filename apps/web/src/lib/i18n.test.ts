import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from './i18n';
import '../components/listings/property-texts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('plurals', () => {
  it('count German and English as Intl.PluralRules does, without making one', () => {
    const made = vi.spyOn(Intl, 'PluralRules');
    const t = i18n.getFixedT('de', 'properties');
    expect(t('search.results', { count: 1 })).toBe('1 Immobilie gefunden');
    expect(t('search.results', { count: 7 })).toBe('7 Immobilien gefunden');
    expect(i18n.getFixedT('en', 'properties')('search.results', { count: 1 })).toBe('1 property found');
    expect(made).not.toHaveBeenCalled();

    const rule = i18n.services.pluralResolver.getRule as (code: string) => { select(n: number): string };
    for (const language of ['de', 'en']) {
      const intl = new Intl.PluralRules(language);
      for (const count of [-2, -1, 0, 0.5, 1, 1.5, 2, 3, 11, 21, 101, 1_000_000]) {
        expect(rule(language).select(count), `${language} ${count}`).toBe(intl.select(count));
      }
    }
  });
});
