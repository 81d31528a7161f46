import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language.ts';

describe('requestLanguage', () => {
  it('picks the first language we speak by weight', () => {
    expect(requestLanguage('fr-FR,de-DE;q=0.8,en;q=0.5')).toBe('de');
    expect(requestLanguage('en-GB,de;q=0.9')).toBe('en');
    expect(requestLanguage('de;q=0.2,en;q=0.9')).toBe('en');
  });
  it('falls back when nothing matches or no header is sent', () => {
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage('fr')).toBe('en');
    expect(requestLanguage('', 'de')).toBe('de');
  });
});
