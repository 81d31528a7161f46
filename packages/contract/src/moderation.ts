import { z } from 'zod';
import { emptyToUndefined, textSchema } from './text.ts';

/**
 * Trust and safety (Digital Services Act notice and action): reports, decisions with a statement
 * of reasons, complaints against decisions and the transparency figures.
 */
export const REPORT_SUBJECT_TYPES = ['property', 'request', 'message', 'user'] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];
export const REPORT_REASONS = [
  'scam',
  'discrimination',
  'illegal',
  'false_information',
  'spam',
  'offensive',
  'privacy',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const MODERATION_ACTIONS = ['dismiss', 'remove', 'restrict', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** Remove and restrict act on content; a member (subject type `user`) is warned or suspended. */
export const CONTENT_ACTIONS = ['remove', 'restrict'] as const;
export const MODERATION_GROUNDS = ['illegal', 'terms'] as const;
export type ModerationGround = (typeof MODERATION_GROUNDS)[number];
export const COMPLAINT_OUTCOMES = ['upheld', 'reversed'] as const;
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];
/** What content carries after a decision: removed (nobody but its owner sees it) or restricted (not found by search). */
export const MODERATION_STATES = ['removed', 'restricted'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
/** The automatic scam signals; each opens a report from "system", disclosed as automated. */
export const SIGNAL_KINDS = ['rent_below_area', 'photo_reused', 'payment_phrase'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

export const MODERATION_RULES = {
  explanationMin: 10,
  explanationMax: 5000,
  statementMin: 20,
  statementMax: 5000,
  groundDetailMax: 500,
  /** A complaint is possible for six calendar months after the decision (DSA Art. 20). */
  complaintMonths: 6,
  /** Misuse (DSA Art. 23): this many reports dismissed as manifestly unfounded within the window… */
  misuseUnfounded: 5,
  misuseWindowDays: 30,
  /** …and the reporter is warned and may not report for this many days. */
  misuseSuspensionDays: 7,
} as const;

/** The last moment a complaint against a decision taken at `decidedAt` is accepted. */
export function complaintDeadline(decidedAt: Date): Date {
  const d = new Date(decidedAt);
  d.setUTCMonth(d.getUTCMonth() + MODERATION_RULES.complaintMonths);
  return d;
}

/**
 * Our optional extra on a listing, request or message: set when a moderation decision removed or
 * restricted it (its owner still sees it, with the decision's statement under `moderationDecisionId`).
 */
export const moderationFields = {
  moderation: z.enum(MODERATION_STATES).nullable().optional(),
  moderationDecisionId: z.string().nullable().optional(),
};

const id = z.string().min(1, { error: 'fieldRequired' }).max(100, { error: 'invalidValue' });
const explanation = textSchema()
  .trim()
  .min(MODERATION_RULES.explanationMin, { error: 'explanationTooShort' })
  .max(MODERATION_RULES.explanationMax, { error: 'textTooLong' });
const statement = textSchema()
  .trim()
  .min(MODERATION_RULES.statementMin, { error: 'statementTooShort' })
  .max(MODERATION_RULES.statementMax, { error: 'textTooLong' });

/**
 * `POST /api/reports`. Signed in: `subjectType` + `subjectId`. Without an account: `subjectUrl`
 * (the address of the page showing the content), `name` and `email`. Either way `goodFaith: true`.
 * Which combination is needed is checked by the service, so one schema serves both.
 */
export const createReportBodySchema = z.object({
  subjectType: z.enum(REPORT_SUBJECT_TYPES, { error: 'invalidValue' }).optional(),
  subjectId: id.optional(),
  subjectUrl: textSchema().trim().max(2000, { error: 'textTooLong' }).optional(),
  reason: z.enum(REPORT_REASONS, { error: 'reportReasonRequired' }),
  explanation,
  name: textSchema().trim().min(2, { error: 'fieldRequired' }).max(200, { error: 'textTooLong' }).optional(),
  email: z.email({ error: 'emailInvalid' }).max(200, { error: 'textTooLong' }).optional(),
  goodFaith: z.literal(true, { error: 'goodFaithRequired' }),
});
export type CreateReportBody = z.infer<typeof createReportBodySchema>;
export const createReportResponseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  /** Our extra, with the 200: the same reporter's open report on the item (no new mail was sent). */
  alreadyReported: z.boolean().optional(),
});

const pageQuery = {
  page: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'invalidValue' }).int().min(1, { error: 'invalidValue' }).max(100_000).default(1),
  ),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'invalidValue' }).int().min(1, { error: 'invalidValue' }).max(100).default(20),
  ),
};

export const adminReportsQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(['open', 'decided'], { error: 'invalidValue' }).default('open')),
  reason: z.preprocess(emptyToUndefined, z.enum(REPORT_REASONS, { error: 'invalidValue' }).optional()),
  subjectType: z.preprocess(emptyToUndefined, z.enum(REPORT_SUBJECT_TYPES, { error: 'invalidValue' }).optional()),
  ...pageQuery,
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

export const decisionBodySchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: 'invalidValue' }),
  /** Required for every action but `dismiss`. */
  ground: z.enum(MODERATION_GROUNDS, { error: 'groundRequired' }).optional(),
  /** The named law (illegal content) or the named clause of the terms. Required with `ground`. */
  groundDetail: textSchema().trim().max(MODERATION_RULES.groundDetailMax, { error: 'textTooLong' }).optional(),
  statement,
  /** With `dismiss`: the report was manifestly unfounded (counts towards the reporter's misuse). */
  unfounded: z.boolean({ error: 'invalidValue' }).optional(),
});
export type DecisionBody = z.infer<typeof decisionBodySchema>;

export const complaintBodySchema = z.object({ explanation });
/** A complaint without signing in, by the link in a suspended member's statement of reasons. */
export const complaintByLinkBodySchema = z.object({
  token: z.string({ error: 'tokenRequired' }).min(1, { error: 'tokenRequired' }).max(1000, { error: 'tokenRequired' }),
  explanation,
});
export const resolveComplaintBodySchema = z.object({
  outcome: z.enum(COMPLAINT_OUTCOMES, { error: 'invalidValue' }),
  statement,
});
export const adminComplaintsQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(['open', 'resolved'], { error: 'invalidValue' }).default('open')),
  ...pageQuery,
});
export const memberDecisionsQuerySchema = z.object(pageQuery);

/** What was reported, as it looks now. */
export const reportSubjectSchema = z.object({
  type: z.enum(REPORT_SUBJECT_TYPES),
  id: z.string(),
  /** A listing's or request's title, a message's excerpt, a member's name; null when the item is gone. */
  title: z.string().nullable(),
  excerpt: z.string().nullable(),
  owner: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  moderation: z.enum(MODERATION_STATES).nullable(),
});

export const signalSchema = z.object({
  kind: z.enum(SIGNAL_KINDS),
  /** What was found, in words an admin reads (the phrase, the reused photo's listing, the rent per m² against the median). */
  detail: z.string(),
  createdAt: z.string(),
});

export const reportSchema = z.object({
  id: z.string(),
  reference: z.string(),
  reason: z.enum(REPORT_REASONS),
  explanation: z.string(),
  automated: z.boolean(),
  /** Whether a member or an anonymous visitor reported; who it was is never shown. */
  byMember: z.boolean(),
  createdAt: z.string(),
});

export const ownerHistorySchema = z.object({
  decisions: z.number().int(),
  removals: z.number().int(),
  warnings: z.number().int(),
  suspensions: z.number().int(),
  blocked: z.boolean(),
  memberSince: z.string().nullable(),
});

export const complaintSchema = z.object({
  id: z.string(),
  decisionId: z.string(),
  explanation: z.string(),
  status: z.enum(['open', 'resolved']),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
  statement: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});

/**
 * A statement of reasons (DSA Art. 17) as its reader sees it. The owner reads all of it; a reporter
 * reads the outcome (action, ground) but not the facts about another member (`statement` null).
 */
export const decisionSchema = z.object({
  id: z.string(),
  /** How the reader is concerned: the content or account is theirs, or they reported it. */
  role: z.enum(['owner', 'reporter', 'admin']),
  subject: reportSubjectSchema,
  action: z.enum(MODERATION_ACTIONS),
  ground: z.enum(MODERATION_GROUNDS).nullable(),
  groundDetail: z.string().nullable(),
  statement: z.string().nullable(),
  /** Whether automated means detected the content (the scam signals); the decision itself is always an admin's. */
  automatedDetection: z.boolean(),
  createdAt: z.string(),
  reversedAt: z.string().nullable(),
  /** The internal complaint's deadline, and whether this reader may still complain. */
  complaintUntil: z.string(),
  canComplain: z.boolean(),
  complaint: complaintSchema.nullable(),
  /** For a reporter (role `reporter`): the reference of their report (MM-…), so the outcome can name it. */
  reportReference: z.string().nullable().optional(),
});
export type Decision = z.infer<typeof decisionSchema>;
export const decisionListSchema = z.object({
  items: z.array(decisionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** One item in the queue: every report on the same item, grouped. `id` is the oldest report's. */
export const reportGroupSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'decided']),
  subject: reportSubjectSchema,
  reports: z.object({
    count: z.number().int(),
    reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
    items: z.array(reportSchema),
  }),
  signals: z.array(signalSchema),
  ownerHistory: ownerHistorySchema.nullable(),
  firstReportedAt: z.string(),
  /** A decided item's decision (the Decided tab shows it). */
  decision: z
    .lazy(() => decisionSchema)
    .nullable()
    .optional(),
});
export const reportGroupListSchema = z.object({
  items: z.array(reportGroupSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adminComplaintSchema = complaintSchema.extend({
  complainantRole: z.enum(['owner', 'reporter']),
  decision: decisionSchema,
});
export const adminComplaintListSchema = z.object({
  items: z.array(adminComplaintSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
