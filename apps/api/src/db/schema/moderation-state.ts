import { pgEnum, uuid } from 'drizzle-orm/pg-core';
import { MODERATION_STATES } from '@mietmatch/contract';

export const moderationStateEnum = pgEnum('moderation_state', MODERATION_STATES);

/**
 * The moderation columns a listing, a request and a message carry: null, or what a decision did to
 * it (removed: nobody but its owner and admins sees it; restricted: it is not found by search).
 */
export const moderationColumns = () => ({
  moderation: moderationStateEnum('moderation'),
  moderationDecisionId: uuid('moderation_decision_id'),
});
