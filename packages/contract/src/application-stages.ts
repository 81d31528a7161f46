/*
 * The applications' statuses, transitions and limits: plain values without schemas, so that a page which only
 * needs to know whether an application is live does not build the contract's schemas (applications.ts
 * re-exports them with its schemas).
 */

/**
 * An application's life. `new` until the landlord reacts; the landlord moves it along the pipeline
 * (shortlisted → invited to a viewing → offered the flat) or declines it; the tenant may withdraw it;
 * a `new` one the landlord leaves unanswered expires; every live one closes when the listing is let,
 * deactivated, removed or deleted. The last four are final.
 */
export const APPLICATION_STATUSES = [
  'new',
  'shortlisted',
  'invited',
  'offered',
  'declined',
  'withdrawn',
  'expired',
  'closed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Live applications count against the tenant's open limit and the listing's limit. */
export const LIVE_APPLICATION_STATUSES = ['new', 'shortlisted', 'invited', 'offered'] as const;
export type LiveApplicationStatus = (typeof LIVE_APPLICATION_STATUSES)[number];

/** The statuses a landlord sets (`PATCH /applications/{id}`). */
export const LANDLORD_APPLICATION_STATUSES = ['shortlisted', 'invited', 'offered', 'declined'] as const;
export type LandlordApplicationStatus = (typeof LANDLORD_APPLICATION_STATUSES)[number];

/**
 * Where a landlord may move an application from each status: only forward, and a decline from
 * anywhere live (an offer the tenant does not take up is declined too). Anything else is 409
 * InvalidTransition.
 */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly LandlordApplicationStatus[]> = {
  new: ['shortlisted', 'invited', 'offered', 'declined'],
  shortlisted: ['invited', 'offered', 'declined'],
  invited: ['offered', 'declined'],
  offered: ['declined'],
  declined: [],
  withdrawn: [],
  expired: [],
  closed: [],
};

export function isLiveApplication(status: ApplicationStatus): status is LiveApplicationStatus {
  return (LIVE_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/** An application the landlord has not reacted to in this many days expires with a notice. */
export const APPLICATION_ANSWER_DAYS = 7;
/** Tenants without the additional plan keep at most this many live applications at once. */
export const FREE_LIVE_APPLICATIONS = 3;
/** The landlord's response figures look back this many days. */
export const RESPONSE_WINDOW_DAYS = 90;
/** Below this many applications in the window the figures are not shown (too few to say anything). */
export const RESPONSE_MIN_SAMPLE = 3;
/** The most a landlord may set as a listing's limit of live applications. */
export const MAX_APPLICATION_LIMIT = 1000;

/** Why a live application closed without the landlord's answer. */
export const APPLICATION_CLOSED_REASONS = ['let', 'deactivated', 'removed', 'deleted'] as const;
export type ApplicationClosedReason = (typeof APPLICATION_CLOSED_REASONS)[number];

/** `score`: best match first; `date`: newest first; `response`: the longest waiting for an answer first. */
export const APPLICATION_SORTS = ['score', 'date', 'response'] as const;
