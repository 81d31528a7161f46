import { describe, expect, it } from 'vitest';
import { possessive } from './viewer-words';

describe('possessive', () => {
  it('adds s in German, an apostrophe after a hissing end, and ’s in English', () => {
    expect(possessive('Mia', 'de')).toBe('Mias');
    expect(possessive('Jonas', 'de')).toBe('Jonas’');
    expect(possessive('Max', 'de')).toBe('Max’');
    expect(possessive('Mia', 'en')).toBe('Mia’s');
  });
});
