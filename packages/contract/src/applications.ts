import { z } from 'zod';
import { meetsQuerySchema } from './lottery.ts';
import { matchReasonSchema, requestListItemSchema } from './matching.ts';
import { pagingSchema } from './search.ts';
import { textSchema } from './text.ts';
import {
  APPLICATION_CLOSED_REASONS,
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  LANDLORD_APPLICATION_STATUSES,
} from './application-stages.ts';

export * from './application-stages.ts';

const id = z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100, { error: 'invalidValue' });
const message = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  textSchema('fieldRequired').trim().max(2000, { error: 'textTooLong' }).optional(),
);

/** `POST /applications`: which listing, which of the tenant's requests is the application, a note. */
export const createApplicationSchema = z.object({ propertyId: id, requestId: id, message });
export type CreateApplication = z.infer<typeof createApplicationSchema>;

/** `PATCH /applications/{id}` (the listing's owner): the next status and the message that goes with it. */
export const updateApplicationSchema = z.object({
  status: z.enum(LANDLORD_APPLICATION_STATUSES, { error: 'invalidValue' }),
  message,
});
export type UpdateApplication = z.infer<typeof updateApplicationSchema>;

const idList = z.array(id).max(5000, { error: 'invalidValue' }).optional();
/**
 * `POST /properties/{id}/applications/decline`: `ids` declines those; `except` declines every live
 * one but those ("decline all others"); neither declines every live one. Final ones are skipped.
 */
export const declineApplicationsSchema = z.object({ ids: idList, except: idList, message });
export type DeclineApplications = z.infer<typeof declineApplicationsSchema>;
export const declinedSchema = z.object({ declined: z.number().int() });

const statusFilter = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(APPLICATION_STATUSES, { error: 'invalidValue' }).optional(),
);
export const myApplicationsQuerySchema = z.object({ status: statusFilter, ...pagingSchema });
export type MyApplicationsQuery = z.infer<typeof myApplicationsQuerySchema>;

export const pipelineQuerySchema = z.object({
  status: statusFilter,
  sort: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(APPLICATION_SORTS, { error: 'invalidValue' }).default('score'),
  ),
  /** Only the applicants meeting each named must-have criterion (lottery.ts); none: all. */
  meets: meetsQuerySchema,
  ...pagingSchema,
});
export type PipelineQuery = z.infer<typeof pipelineQuerySchema>;

/** The spec's answer to `POST /applications` is `{ id, status, propertyId, requestId, createdAt }`; the rest are extras. */
export const applicationSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** Null once the listing is deleted (the title stays). */
  propertyId: z.string().nullable(),
  requestId: z.string(),
  createdAt: z.string(),
  message: z.string().nullable(),
  /** The landlord's first reaction, null while there was none. */
  answeredAt: z.string().nullable(),
  statusChangedAt: z.string(),
  /** The landlord's message with the last status (e.g. the decline's kind words). */
  answer: z.string().nullable(),
  /** When a `new` application expires unless the landlord reacts first. */
  expiresAt: z.string().nullable(),
  closedReason: z.enum(APPLICATION_CLOSED_REASONS).nullable(),
  /** When the tenant said "I want to rent this flat": the landlord sees profession, income and documents. */
  interestAt: z.string().nullable().optional(),
  /** When the tenant accepted the offer: the landlord sees identity documents. */
  offerAcceptedAt: z.string().nullable().optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The listing as the tenant's list shows it. */
const appliedListingSchema = z.object({
  id: z.string().nullable(),
  title: z.string(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  rent: z.number().nullable(),
  warmRent: z.number().nullable(),
  imageUrl: z.string().nullable(),
});
export const myApplicationSchema = applicationSchema.extend({ property: appliedListingSchema });
export type MyApplication = z.infer<typeof myApplicationSchema>;
export const myApplicationPageSchema = z.object({
  items: z.array(myApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** One applicant as the landlord's pipeline shows them: the match with its reasons, the request as landlords see it. */
export const pipelineItemSchema = applicationSchema.extend({
  /** The applicant's number on the listing (1, 2, 3… in order of applying). */
  number: z.number().int(),
  /**
   * Fair selection (lottery.ts): until the landlord invites them, the request comes without the tenant's
   * name, avatar, photos, contact, account id, documents and its own id, the item without `requestId`
   * (absent, not null), and `label` names them ("Bewerbung 7").
   */
  anonymous: z.boolean(),
  label: z.string().optional(),
  requestId: z.string().optional(),
  score: z.number().int(),
  reasons: z.array(matchReasonSchema),
  request: requestListItemSchema.partial({
    id: true,
    userId: true,
    avatar: true,
    firstName: true,
    lastName: true,
    email: true,
    telephone: true,
    images: true,
    documents: true,
  }),
});
export type PipelineItem = z.infer<typeof pipelineItemSchema>;
export const pipelinePageSchema = z.object({
  items: z.array(pipelineItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Applications per status, over the whole listing. */
  counts: z.record(z.enum(APPLICATION_STATUSES), z.number().int()),
  applicationsOpen: z.boolean(),
  applicationLimit: z.number().int().nullable(),
});
export type PipelinePage = z.infer<typeof pipelinePageSchema>;

/** Realtime payloads: to the landlord a new application, to the tenant each change of theirs. */
export const applicationEventSchemas = {
  newApplication: z.object({ application: applicationSchema, propertyId: z.string() }),
  applicationStatus: z.object({ application: myApplicationSchema }),
  /** To the landlord: a tenant withdrew an application to their listing. */
  applicationWithdrawn: z.object({ applicationId: z.string(), propertyId: z.string() }),
} as const;
