import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { actionErrorText, errorText, messageText } from './errors';
import i18n from './i18n';

const offline = new ApiError(0, 'NetworkError', '');
const bareHttpError = new ApiError(502, 'HttpError', '');
const known = new ApiError(404, 'UserNotFound', 'User not found');

describe('the catalogue', () => {
  it('answers in German while the English texts have not arrived, and in English once they have', async () => {
    // The app starts with German only; English is fetched when it is chosen (lib/i18n.ts).
    expect(i18n.hasResourceBundle('en', 'messages')).toBe(false);
    expect(actionErrorText(known, 'en')).toBe('Benutzer nicht gefunden');
    await i18n.loadLanguages('en');
    expect(actionErrorText(known, 'en')).toBe('User not found');
    expect(i18n.language).toBe('de');
  });

  it('fills placeholders and leaves a text it does not know as it is', () => {
    expect(messageText('listingExcludesPeople', 'de', { phrase: 'nur Deutsche' })).toContain(
      'Gefunden: „nur Deutsche“.',
    );
    // A server's own text may hold what i18next would read as a namespace and a path.
    expect(messageText('Fehler: bitte. später', 'de')).toBe('Fehler: bitte. später');
  });
});

describe('error texts', () => {
  beforeAll(() => i18n.loadLanguages('en'));

  it('says "Failed to communicate." when no answer arrived, for loads and actions alike', () => {
    expect(errorText(offline, 'en')).toBe('Failed to communicate.');
    expect(actionErrorText(offline, 'en')).toBe('Failed to communicate.');
    expect(actionErrorText(offline, 'de')).toBe('Kommunikation fehlgeschlagen.');
  });

  it('reads a failed action without a server message as an unexpected error', () => {
    expect(actionErrorText(bareHttpError, 'en')).toBe('Unexpected error occured. Try again.');
    expect(actionErrorText(new Error('bug'), 'en')).toBe('Unexpected error occured. Try again.');
    expect(errorText(bareHttpError, 'en')).toBe('Communication error. Please try again later.');
  });

  it("shows the catalogue's text for a known code", () => {
    expect(actionErrorText(known, 'en')).toBe('User not found');
    expect(errorText(known, 'de')).toBe('Benutzer nicht gefunden');
  });
});
