import { z } from 'zod';
import { MODERATION_ACTIONS, MODERATION_GROUNDS, REPORT_REASONS, REPORT_SUBJECT_TYPES } from './moderation.ts';
import { emptyToUndefined } from './text.ts';

/**
 * The transparency figures of notice and action (DSA Art. 15 and 24) for a period: reports, decisions,
 * complaints and automated flags, as JSON or CSV.
 */
const isoDate = z.preprocess(
  emptyToUndefined,
  z.iso
    .date({ error: 'invalidValue' })
    .or(z.iso.datetime({ offset: true, error: 'invalidValue' }))
    .optional(),
);
export const transparencyQuerySchema = z.object({
  from: isoDate,
  to: isoDate,
  format: z.preprocess(emptyToUndefined, z.enum(['json', 'csv'], { error: 'invalidValue' }).default('json')),
});

const counts = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<T[number], z.ZodNumber>);
export const transparencySchema = z.object({
  from: z.string(),
  to: z.string(),
  reports: z.object({
    total: z.number().int(),
    byReason: counts(REPORT_REASONS),
    bySubjectType: counts(REPORT_SUBJECT_TYPES),
  }),
  decisions: z.object({
    total: z.number().int(),
    byAction: counts(MODERATION_ACTIONS),
    byGround: counts(MODERATION_GROUNDS),
  }),
  /** Median hours from a report to the decision on it; null without decided reports in the period. */
  medianHoursToDecision: z.number().nullable(),
  complaints: z.object({ total: z.number().int(), reversed: z.number().int() }),
  /** Automatic flags (system reports) in the period and how many of them an admin confirmed (any action but dismiss). */
  automated: z.object({ flags: z.number().int(), confirmed: z.number().int() }),
});
export type Transparency = z.infer<typeof transparencySchema>;
