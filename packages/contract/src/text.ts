import { z } from 'zod';
import type { MessageKey } from './messages.ts';

/**
 * PostgreSQL cannot store U+0000 in text, and no person types it: a value carrying one is
 * refused with a field error instead of reaching the database (where it would fail late).
 */
export const hasNullCharacter = (value: string) => value.includes('\u0000');

/**
 * The one base for free text in the contract's schemas: a string without null characters.
 * `error` names the message for a missing or non-string value; chain `.trim()`, `.max()` etc.
 */
export const textSchema = (error: MessageKey = 'fieldRequired') =>
  z.string({ error }).refine((v) => !hasNullCharacter(v), { error: 'invalidCharacters' });

/** A query parameter sent empty (`?city=`) counts as absent. */
export const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
