import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { sqlState, toAppError } from './errors.ts';

/** The driver's error as Drizzle hands it on: wrapped, with the SQLSTATE on the cause. */
const wrapped = (code: string) =>
  new DrizzleQueryError('select 1', [], Object.assign(new Error('driver error'), { code }));

describe('database errors by SQLSTATE', () => {
  it('reads the code through Drizzle’s wrapper', () => {
    expect(sqlState(wrapped('23505'))).toBe('23505');
    expect(sqlState(Object.assign(new Error('plain'), { code: '22P02' }))).toBe('22P02');
    expect(sqlState(Object.assign(new Error('socket'), { code: 'EPIPE' }))).toBeNull();
  });

  it('maps conflicts, malformed values and refused characters to client errors', () => {
    expect(toAppError(wrapped('23505'))).toMatchObject({ code: 'Conflict', status: 409 });
    expect(toAppError(wrapped('22P02'))).toMatchObject({ code: 'NotFound', status: 404 });
    expect(toAppError(wrapped('22021'))).toMatchObject({ code: 'InvalidCharacters', status: 400 });
    expect(toAppError(wrapped('22P05'))).toMatchObject({ code: 'InvalidCharacters', status: 400 });
  });

  it('leaves other database failures to the 500 path', () => {
    expect(toAppError(wrapped('XX000'))).toBeNull();
    expect(toAppError(new Error('boom'))).toBeNull();
  });

  it('a file-count limit of the upload has its own text, not the file-size one', () => {
    const limit = Object.assign(new Error('reach files limit'), { code: 'FST_FILES_LIMIT', statusCode: 413 });
    expect(toAppError(limit)).toMatchObject({ code: 'TooManyFiles', status: 413 });
  });
});
