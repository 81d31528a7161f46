import { and, eq, inArray } from 'drizzle-orm';
import type { ModerationState } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { findUserById, isOffered } from '../../db/members.ts';
import { properties } from '../../db/schema/index.ts';
import { type ModeratedKind, moderationExcerpt } from '../../platform/moderated-kind.ts';
import { canSeeProperty } from './policy.ts';
import { findProperty } from './queries.ts';

/**
 * Listings as moderation acts on them: reported by a member who may see the listing, or by anyone
 * while it is offered (available, not removed, its landlord active); shown by title and description.
 */
export const moderatedProperties: ModeratedKind = {
  type: 'property',
  async visibleOwner(db, reporter, id) {
    const row = await findProperty(db, id);
    if (!row) return null;
    const owner = await findUserById(db, row.ownerId);
    const visible = reporter ? canSeeProperty(reporter, row, owner) : isOffered(row, owner);
    return visible ? row.ownerId : null;
  },

  async describe(db, ids) {
    const rows = ids.length
      ? await db
          .select({
            id: properties.id,
            title: properties.title,
            description: properties.description,
            ownerId: properties.ownerId,
            moderation: properties.moderation,
          })
          .from(properties)
          .where(inArray(properties.id, ids))
      : [];
    return new Map(
      rows.map(({ id, description, ...row }) => [id, { ...row, excerpt: moderationExcerpt(description) }]),
    );
  },

  setModeration: (tx, id, state, decisionId) => setPropertyModeration(tx, id, state, decisionId),
};

async function setPropertyModeration(tx: Executor, id: string, state: ModerationState | null, decisionId: string) {
  const values = { moderation: state, moderationDecisionId: state ? decisionId : null };
  // A reversal clears only the state this decision set; a later decision on the listing stands.
  const mine = state
    ? eq(properties.id, id)
    : and(eq(properties.id, id), eq(properties.moderationDecisionId, decisionId));
  await tx.update(properties).set(values).where(mine);
}
