import type { Executor } from '../../db/client.ts';
import type { ApplicationRow } from '../../db/schema/index.ts';
import { findProperty } from '../properties/index.ts';
import { isAnonymous } from './fair-view.ts';
import type { ApplicationNotices } from './notices.ts';

/**
 * The notices with fair selection kept: what the landlord hears of an applicant they have not invited
 * yet on a fair listing (a new application, a withdrawal) names the application's number, not the
 * tenant. The listing is read as it is when the notice goes out.
 */
export function fairNotices(db: Executor, notices: ApplicationNotices): ApplicationNotices {
  async function anonymous(row: ApplicationRow) {
    if (!row.propertyId) return false;
    const listing = await findProperty(db, row.propertyId);
    return listing !== null && isAnonymous(listing, row);
  }
  return {
    ...notices,
    received: async (row, tenant) => notices.received(row, tenant, await anonymous(row)),
    withdrawn: async (exec, row) => notices.withdrawn(exec, row, await anonymous(row)),
  };
}
