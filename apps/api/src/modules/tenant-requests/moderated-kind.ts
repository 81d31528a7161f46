import { and, eq, inArray } from 'drizzle-orm';
import type { ModerationState } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { findUserById, isOffered } from '../../db/members.ts';
import { tenantRequests } from '../../db/schema/index.ts';
import { type ModeratedKind, moderationExcerpt } from '../../platform/moderated-kind.ts';
import { canSeeRequest } from './policy.ts';
import { findRequest } from './queries.ts';

/**
 * Tenants' requests as moderation acts on them: reported by a member who may see the request, or by
 * anyone while it is offered (available, not removed, its tenant active); shown by the tenant's name
 * and target city, and the notes.
 */
export const moderatedRequests: ModeratedKind = {
  type: 'request',
  async visibleOwner(db, reporter, id) {
    const row = await findRequest(db, id);
    if (!row) return null;
    const owner = await findUserById(db, row.userId);
    const visible = reporter ? canSeeRequest(reporter, row, owner) : isOffered(row, owner);
    return visible ? row.userId : null;
  },

  async describe(db, ids) {
    const r = tenantRequests;
    const rows = ids.length
      ? await db
          .select({
            id: r.id,
            firstName: r.firstName,
            lastName: r.lastName,
            targetCity: r.targetCity,
            notes: r.notes,
            ownerId: r.userId,
            moderation: r.moderation,
          })
          .from(r)
          .where(inArray(r.id, ids))
      : [];
    return new Map(
      rows.map((row) => [
        row.id,
        {
          title: `${row.firstName} ${row.lastName}${row.targetCity ? ` – ${row.targetCity}` : ''}`,
          excerpt: moderationExcerpt(row.notes),
          ownerId: row.ownerId,
          moderation: row.moderation,
        },
      ]),
    );
  },

  setModeration: (tx, id, state, decisionId) => setRequestModeration(tx, id, state, decisionId),
};

async function setRequestModeration(tx: Executor, id: string, state: ModerationState | null, decisionId: string) {
  const r = tenantRequests;
  const values = { moderation: state, moderationDecisionId: state ? decisionId : null };
  // A reversal clears only the state this decision set; a later decision on the request stands.
  await tx
    .update(r)
    .set(values)
    .where(state ? eq(r.id, id) : and(eq(r.id, id), eq(r.moderationDecisionId, decisionId)));
}
