import { findUserById, isOffered } from '../../db/members.ts';
import type { ReportableKind } from '../../platform/module-parts.ts';
import { canSeeRequest } from './policy.ts';
import { findRequest } from './queries.ts';

/**
 * Tenants' requests as moderation may take reports on them: by a member who may see the request, or by
 * anyone while it is offered (available, not removed, its tenant active).
 */
export const reportableRequest: ReportableKind = {
  type: 'request',
  async visibleOwner(db, reporter, id) {
    const row = await findRequest(db, id);
    if (!row) return null;
    const owner = await findUserById(db, row.userId);
    const visible = reporter ? canSeeRequest(reporter, row, owner) : isOffered(row, owner);
    return visible ? row.userId : null;
  },
};
