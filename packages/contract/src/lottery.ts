import { z } from 'zod';
import type { Language } from './constants.ts';

/**
 * Fair selection (a listing's switch, `fairSelection`): applicants appear as "Bewerbung 7" until they
 * are invited, and the landlord may draw the viewings by lot among the applications that meet the
 * must-have criteria. Each criterion is a yes/no test of the applicant's request against the listing:
 * - `budgetCoversRent`: the request's budget reaches the warm rent (the listing's warm rent, else its
 *   rent plus additional costs); a request without a budget (0) counts as covering it, as in matching;
 * - `householdFits`: the household has at most one person more than the listing has rooms (a listing
 *   without a room count takes any household);
 * - `petsAllowed`: a request with pets (the pet wish or a note about animals) only fits a pet-friendly listing.
 */
export const FAIR_CRITERIA = ['budgetCoversRent', 'householdFits', 'petsAllowed'] as const;
export type FairCriterion = (typeof FAIR_CRITERIA)[number];

/** The most invitees one draw may pick. */
export const MAX_LOTTERY_COUNT = 50;

const criterion = z.boolean({ error: 'invalidValue' }).optional();
/** The must-have criteria of a draw: the ones set to true apply; none set, every applicant is eligible. */
export const lotteryCriteriaSchema = z.object({
  budgetCoversRent: criterion,
  householdFits: criterion,
  petsAllowed: criterion,
});
export type LotteryCriteria = z.infer<typeof lotteryCriteriaSchema>;

/** `POST /properties/{id}/lottery`: how many to invite (1–50) among those meeting the criteria. */
export const lotteryBodySchema = z.object({
  count: z
    .number({ error: 'lotteryCountInvalid' })
    .int({ error: 'lotteryCountInvalid' })
    .min(1, { error: 'lotteryCountInvalid' })
    .max(MAX_LOTTERY_COUNT, { error: 'lotteryCountInvalid' }),
  criteria: lotteryCriteriaSchema.default({}),
});
export type LotteryBody = z.infer<typeof lotteryBodySchema>;

/** An application in a draw, by its id and its number on the listing. */
export const drawnApplicationSchema = z.object({ applicationId: z.string(), number: z.number().int() });
export type DrawnApplication = z.infer<typeof drawnApplicationSchema>;

/**
 * A draw as recorded: `eligible` in the order the seed shuffles (by number), `invited` the first
 * `count` of the shuffle. The shuffle is `seededShuffle` of the API (decision 019): Fisher–Yates from
 * the last place down, each place's pick `j ≤ i` drawn by rejection from the 32-bit big-endian words
 * of HMAC-SHA256(seed bytes, block index as a 32-bit big-endian number), blocks 0, 1, 2 … in turn.
 */
export const lotteryDrawSchema = z.object({
  drawId: z.string(),
  seed: z.string(),
  criteria: lotteryCriteriaSchema,
  count: z.number().int(),
  eligible: z.array(drawnApplicationSchema),
  invited: z.array(drawnApplicationSchema),
  createdAt: z.string(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;
export const lotteryDrawListSchema = z.object({ items: z.array(lotteryDrawSchema) });
export type LotteryDrawList = z.infer<typeof lotteryDrawListSchema>;

/** `GET /admin/lottery-draws/{id}`: the recorded draw and whether shuffling it again gives the same invitees. */
export const adminLotteryDrawSchema = lotteryDrawSchema.extend({
  propertyId: z.string().nullable(),
  landlordId: z.string(),
  reproduced: z.boolean(),
  /** The invitees the recomputation gave. */
  reproducedInvited: z.array(drawnApplicationSchema),
});
export type AdminLotteryDraw = z.infer<typeof adminLotteryDrawSchema>;

/** `?meets=budgetCoversRent,petsAllowed`: only applicants meeting each named criterion (the pipeline's filter). */
export const meetsQuerySchema = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(z.enum(FAIR_CRITERIA, { error: 'invalidValue' })).default([]),
);

/** The criteria named in a list, as a draw's criteria object. */
export function criteriaOf(names: readonly FairCriterion[]): LotteryCriteria {
  return Object.fromEntries(names.map((name) => [name, true]));
}

/** How an anonymous applicant is named: "Bewerbung 7" / "Application 7". */
export function applicantLabel(number: number, language: Language): string {
  return `${language === 'de' ? 'Bewerbung' : 'Application'} ${number}`;
}
