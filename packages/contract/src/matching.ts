import { z } from 'zod';
import { pagingSchema, propertyListItemSchema, requestFilterQuerySchema, savedPropertyFilterSchema } from './search.ts';
import { tenantRequestSchema } from './tenant-request.ts';
import { textSchema } from './text.ts';

/** A saved search looks for listings (a tenant's, `GET /landlord/filter`) or requests (a landlord's, `GET /tenant/filter`). */
export const SAVED_SEARCH_KINDS = ['property', 'request'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];
export const ALERT_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const MAX_SAVED_SEARCHES = 20;
/** Instant alert mails of one saved search bundle what arrives within this many minutes. */
export const ALERT_BUNDLE_MINUTES = 10;
/** The daily digest goes out at this hour, Berlin time. */
export const DAILY_DIGEST_HOUR = 7;

/** Each search's filter schema by kind: a saved search's `filters` are validated by the search's own. */
export const savedSearchFilterSchemas = {
  property: savedPropertyFilterSchema,
  request: requestFilterQuerySchema,
} as const;

/**
 * `filters` as the search's query string: JSON numbers and booleans are accepted and read as the
 * text a query string would carry, a list as its comma-joined values.
 */
export const filterParamsSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, value]) => value !== null && value !== undefined)
            .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]),
        )
      : v,
  z.record(z.string().max(40), z.string().max(2000), { error: 'invalidValue' }),
);
export type FilterParams = z.infer<typeof filterParamsSchema>;

const nameSchema = textSchema('fieldRequired')
  .trim()
  .min(1, { error: 'fieldRequired' })
  .max(80, { error: 'textTooLong' });
const alertSchema = z.enum(ALERT_FREQUENCIES, { error: 'invalidValue' });

/** `POST /saved-searches`; the filters are checked against the kind's search schema by the service. */
export const createSavedSearchSchema = z.object({
  kind: z.enum(SAVED_SEARCH_KINDS, { error: 'invalidValue' }),
  name: nameSchema,
  filters: filterParamsSchema,
  alert: alertSchema.default('instant'),
});
export type CreateSavedSearch = z.infer<typeof createSavedSearchSchema>;

/** `PATCH /saved-searches/{id}`: any of name, filters and alert; the kind stays. */
export const updateSavedSearchSchema = z.object({
  name: nameSchema.optional(),
  filters: filterParamsSchema.optional(),
  alert: alertSchema.optional(),
});
export type UpdateSavedSearch = z.infer<typeof updateSavedSearchSchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  kind: z.enum(SAVED_SEARCH_KINDS),
  name: z.string(),
  /** The search's query parameters as saved (without paging), ready for the search's address. */
  filters: z.record(z.string(), z.string()),
  alert: z.enum(ALERT_FREQUENCIES),
  /** Results that appeared since the owner last opened this search. */
  newCount: z.number().int(),
  lastOpenedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const savedSearchListSchema = pageOf(savedSearchSchema);
export const pageQuerySchema = z.object({ ...pagingSchema });

/** A request as the request search answers it. */
export const requestListItemSchema = tenantRequestSchema.extend({
  distanceKm: z.number().nullable(),
  topPlacement: z.boolean(),
});

/** `GET /saved-searches/{id}/results`: the search as saved; `isNew` marks what arrived since last opened. */
export const savedSearchResultsSchema = z.discriminatedUnion('kind', [
  pageOf(propertyListItemSchema.extend({ isNew: z.boolean() })).extend({ kind: z.literal('property') }),
  pageOf(requestListItemSchema.extend({ isNew: z.boolean() })).extend({ kind: z.literal('request') }),
]);
export type SavedSearchResults = z.infer<typeof savedSearchResultsSchema>;

/** `?token=` of the unsubscribe address (signed; names one saved search or one request's alerts). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(2000) });
export const unsubscribeResultSchema = z.object({
  unsubscribed: z.literal(true),
  target: z.enum(['savedSearch', 'request']),
  name: z.string(),
});

/** What the notification centre keeps. */
export const NOTIFICATION_TYPES = [
  'match',
  'newMessage',
  'accessRequested',
  'accessAnswered',
  'viewingInvitation',
  'viewingBooked',
  'viewingCancelled',
  'viewingReminder',
  'applicationReceived',
  'applicationStatus',
  'applicationWithdrawn',
  'applicationInterest',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * `data` by type — match: `{ source: "savedSearch"|"request", savedSearchId?, requestId?, name,
 * subjectType: "property"|"request", subjectId, title }`; newMessage: `{ inboxId, messageId,
 * senderName, preview }`; accessRequested: `{ landlordId, landlordName }`; accessAnswered:
 * `{ tenantId, tenantName, status }`; applicationReceived and applicationWithdrawn (to the landlord):
 * `{ applicationId, propertyId, propertyTitle, applicationNumber, tenantName }` (on a fair-selection
 * listing before the invitation `anonymous: true` instead of `tenantName`); applicationInterest (to the landlord):
 * the same and `step: "interest"|"offerAccepted"`; applicationStatus (to the tenant):
 * `{ applicationId, propertyId, propertyTitle, status, closedReason }`.
 */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationListSchema = pageOf(notificationSchema);
export const notificationListQuerySchema = z.object({
  ...pagingSchema,
  unread: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['true', 'false'], { error: 'invalidValue' })
      .optional()
      .transform((v) => v === 'true'),
  ),
});
export const markNotificationsReadSchema = z.union(
  [
    z
      .object({
        ids: z
          .array(z.guid({ error: 'invalidValue' }))
          .min(1)
          .max(100),
      })
      .strict(),
    z.object({ all: z.literal(true) }).strict(),
  ],
  { error: 'invalidValue' },
);
export const unreadNotificationsCountSchema = z.object({ unreadNotificationsCount: z.number().int() });

/** The criteria a match is scored on, with the points each gives at most (they add up to 100). */
export const MATCH_WEIGHTS = {
  area: 20,
  rent: 25,
  rooms: 12,
  size: 8,
  propertyType: 8,
  pets: 7,
  smoking: 4,
  garage: 4,
  terrace: 4,
  kitchen: 4,
  furnished: 4,
} as const;
export type MatchCriterion = keyof typeof MATCH_WEIGHTS;
export const MATCH_CRITERIA = Object.keys(MATCH_WEIGHTS) as MatchCriterion[];
/** A listing up to this share above a budget still matches (with fewer points for the rent). */
export const MATCH_RENT_TOLERANCE = 0.1;

export const matchReasonSchema = z.object({
  criterion: z.enum(MATCH_CRITERIA as [MatchCriterion, ...MatchCriterion[]]),
  fits: z.boolean(),
  /** The reason in the caller's language, e.g. "1.250 € warm, Budget 1.300 €". */
  detail: z.string(),
  points: z.number().int(),
  maxPoints: z.number().int(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

const matchBase = { score: z.number().int().min(0).max(100), reasons: z.array(matchReasonSchema) };
/** `GET /matches/properties/{propertyId}`: the requests this listing fits. */
export const propertyMatchListSchema = pageOf(z.object({ ...matchBase, request: requestListItemSchema }));
/** `GET /matches/requests/{requestId}`: the listings that fit this request. */
export const requestMatchListSchema = pageOf(z.object({ ...matchBase, property: propertyListItemSchema }));
export type PropertyMatchList = z.infer<typeof propertyMatchListSchema>;
export type RequestMatchList = z.infer<typeof requestMatchListSchema>;
