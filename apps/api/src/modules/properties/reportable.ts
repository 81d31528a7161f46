import { findUserById, isOffered } from '../../db/members.ts';
import type { ReportableKind } from '../../platform/module-parts.ts';
import { canSeeProperty } from './policy.ts';
import { findProperty } from './queries.ts';

/**
 * Listings as moderation may take reports on them: by a member who may see the listing, or by anyone
 * while it is offered (available, not removed, its landlord active).
 */
export const reportableProperty: ReportableKind = {
  type: 'property',
  async visibleOwner(db, reporter, id) {
    const row = await findProperty(db, id);
    if (!row) return null;
    const owner = await findUserById(db, row.ownerId);
    const visible = reporter ? canSeeProperty(reporter, row, owner) : isOffered(row, owner);
    return visible ? row.ownerId : null;
  },
};
