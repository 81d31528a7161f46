/*
 * What an inquiry is about and how long a message may be: plain values without schemas, so that a page which
 * only offers "send an inquiry" does not build the contract's schemas (inquiry.ts re-exports them).
 */

export const MAX_MESSAGE_LENGTH = 5000;
export const SUBJECT_TYPES = ['property', 'request', 'profile'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];
