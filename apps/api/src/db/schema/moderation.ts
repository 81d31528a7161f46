import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  COMPLAINT_OUTCOMES,
  MODERATION_ACTIONS,
  MODERATION_GROUNDS,
  REPORT_REASONS,
  REPORT_SUBJECT_TYPES,
  SIGNAL_KINDS,
} from '@mietmatch/contract';
import { users } from './users.ts';
import { properties, propertyImages } from './properties.ts';

export const reportSubjectTypeEnum = pgEnum('report_subject_type', REPORT_SUBJECT_TYPES);
export const reportReasonEnum = pgEnum('report_reason', REPORT_REASONS);
export const moderationActionEnum = pgEnum('moderation_action', MODERATION_ACTIONS);
export const moderationGroundEnum = pgEnum('moderation_ground', MODERATION_GROUNDS);
export const complaintOutcomeEnum = pgEnum('complaint_outcome', COMPLAINT_OUTCOMES);
export const signalKindEnum = pgEnum('signal_kind', SIGNAL_KINDS);
export const caseStatusEnum = pgEnum('moderation_case_status', ['open', 'decided']);
export const complaintStatusEnum = pgEnum('complaint_status', ['open', 'resolved']);
export const complainantRoleEnum = pgEnum('complainant_role', ['owner', 'reporter']);

/**
 * One reported item while it waits for a decision: every open report on the same item belongs to
 * its one open case, so the queue pages over cases (one row per item) instead of grouping reports.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: reportSubjectTypeEnum('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The item's owner when it was reported (null once that account is erased). */
    subjectOwnerId: uuid('subject_owner_id').references(() => users.id, { onDelete: 'set null' }),
    status: caseStatusEnum('status').notNull().default('open'),
    reportCount: integer('report_count').notNull().default(0),
    /** The reasons given so far, for the queue's reason filter. */
    reasons: reportReasonEnum('reasons').array().notNull().default(sql`'{}'`),
    /** At least one report came from the automatic scam signals. */
    automated: boolean('automated').notNull().default(false),
    firstReportedAt: timestamp('first_reported_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionId: uuid('decision_id'),
  },
  (t) => [
    uniqueIndex('moderation_cases_open_subject_unique').on(t.subjectType, t.subjectId).where(sql`${t.status} = 'open'`),
    index('moderation_cases_queue_idx').on(t.status, t.firstReportedAt),
    // The Decided tab: newest decision first.
    index('moderation_cases_decided_idx').on(t.status, t.decidedAt, t.id),
    index('moderation_cases_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

/** A notice (DSA Art. 16): by a member, by an anonymous visitor (name and email), or by the system. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the reporter quotes in mails; short and unguessable. */
    reference: text('reference').notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    subjectType: reportSubjectTypeEnum('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** Null for an anonymous or an automatic report, or once the reporter's account is erased. */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterName: text('reporter_name'),
    reporterEmail: text('reporter_email'),
    reporterLanguage: text('reporter_language').notNull().default('de'),
    reason: reportReasonEnum('reason').notNull(),
    explanation: text('explanation').notNull(),
    subjectUrl: text('subject_url'),
    automated: boolean('automated').notNull().default(false),
    status: caseStatusEnum('status').notNull().default('open'),
    decisionId: uuid('decision_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_reference_unique').on(t.reference),
    index('reports_case_idx').on(t.caseId, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    index('reports_reporter_email_idx').on(sql`lower(${t.reporterEmail})`, t.createdAt),
    index('reports_created_idx').on(t.createdAt),
    index('reports_decision_idx').on(t.decisionId),
  ],
);

/** A decision with its statement of reasons (DSA Art. 17); reversed by an upheld complaint's opposite. */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    subjectType: reportSubjectTypeEnum('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    subjectOwnerId: uuid('subject_owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The item's title or excerpt when decided: the statement stays readable if the item is gone. */
    subjectTitle: text('subject_title'),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: moderationActionEnum('action').notNull(),
    ground: moderationGroundEnum('ground'),
    groundDetail: text('ground_detail'),
    statement: text('statement').notNull(),
    unfounded: boolean('unfounded').notNull().default(false),
    /** The case was opened by the automatic scam signals. */
    automatedDetection: boolean('automated_detection').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    index('moderation_decisions_owner_idx').on(t.subjectOwnerId, t.createdAt),
    index('moderation_decisions_created_idx').on(t.createdAt),
    index('moderation_decisions_subject_idx').on(t.subjectType, t.subjectId),
    index('moderation_decisions_case_idx').on(t.caseId),
  ],
);

/** An internal complaint against a decision (DSA Art. 20): one per decision and complainant. */
export const moderationComplaints = pgTable(
  'moderation_complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    decisionId: uuid('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    complainantId: uuid('complainant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    complainantRole: complainantRoleEnum('complainant_role').notNull(),
    explanation: text('explanation').notNull(),
    status: complaintStatusEnum('status').notNull().default('open'),
    outcome: complaintOutcomeEnum('outcome'),
    statement: text('statement'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('moderation_complaints_once_unique').on(t.decisionId, t.complainantId),
    index('moderation_complaints_queue_idx').on(t.status, t.createdAt),
  ],
);

/** What the automatic checks found; each signal on a listing opens (or joins) a system report. */
export const scamSignals = pgTable(
  'scam_signals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: reportSubjectTypeEnum('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: signalKindEnum('kind').notNull(),
    detail: text('detail').notNull(),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scam_signals_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('scam_signals_owner_idx').on(t.ownerId, t.createdAt),
    index('scam_signals_created_idx').on(t.createdAt),
  ],
);

/**
 * The perceptual hash (64-bit dHash of the re-encoded image) of every listing photo. `bandKeys`
 * makes "within Hamming distance 6" an index lookup: photos that close share at least two of the
 * hash's eight bytes, so they share one key of a byte pair; the distance is checked on the few found.
 */
export const photoHashes = pgTable(
  'photo_hashes',
  {
    imageId: uuid('image_id')
      .primaryKey()
      .references(() => propertyImages.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    bandKeys: integer('band_keys').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Without the pending list (fastupdate) a lookup never scans up to 4 MB of unsorted recent
    // entries; photos arrive slowly, so the dearer insert (28 keys straight into the index) is cheap.
    index('photo_hashes_band_keys_idx').using('gin', t.bandKeys).with({ fastupdate: false }),
    index('photo_hashes_property_idx').on(t.propertyId),
  ],
);

export type ModerationCaseRow = typeof moderationCases.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
export type ModerationDecisionRow = typeof moderationDecisions.$inferSelect;
export type ModerationComplaintRow = typeof moderationComplaints.$inferSelect;
export type ScamSignalRow = typeof scamSignals.$inferSelect;
