import type { AdminAction } from '@mietmatch/contract';
import type { actionsOf } from './queries.ts';

type ActionRow = Awaited<ReturnType<typeof actionsOf>>[number];

/** An audit-log line; the acting admin by name only (their email stays out of the log view). */
export function presentAction(a: ActionRow): AdminAction {
  return {
    id: a.id,
    action: a.action,
    reason: a.reason,
    createdAt: a.createdAt.toISOString(),
    admin: a.adminId ? { id: a.adminId, name: `${a.adminFirstName ?? ''} ${a.adminLastName ?? ''}`.trim() } : null,
  };
}
