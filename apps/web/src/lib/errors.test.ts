import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { actionErrorText, errorText } from './errors';

const offline = new ApiError(0, 'NetworkError', '');
const bareHttpError = new ApiError(502, 'HttpError', '');
const known = new ApiError(404, 'UserNotFound', 'User not found');

describe('error texts', () => {
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
