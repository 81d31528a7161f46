import type { AccessState, DocumentKind, MessageKey, RequestStage } from '@mietmatch/contract';
import type { Db } from '../../db/client.ts';
import type { RequestFileRow, TenantRequestRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PrivateFiles } from '../../adapters/storage/private-files.ts';
import * as q from './queries.ts';
import { canManageRequest, canSeeRequest, fileAccessState, fileReleased } from './policy.ts';

export interface RequestDeps {
  db: Db;
  files: PrivateFiles;
  clock: Clock;
}

/** A request as one viewer sees it: the owner's public bits, the released files, the access state, the stage. */
export interface RequestView {
  row: TenantRequestRow;
  owner: Pick<UserRow, 'avatarKey'> | null;
  files: RequestFileRow[];
  access: AccessState;
  /** How far a landlord sees this tenant's data (request-stages.ts); its manager sees all of it. */
  stage: RequestStage;
  /** The owner or an admin: the whole request. */
  manager: boolean;
}

export interface UploadedDocument {
  title: string;
  /** Decides the stage from which a landlord may open it (request-stages.ts). */
  kind: DocumentKind;
  data: Buffer;
}

export const invalid = (fields: Record<string, MessageKey>) => new AppError('ValidationFailed', { fields });

/** How reading and writing both see a request: as one viewer may, or as its manager. */
export function createRequestKit(d: RequestDeps) {
  /**
   * Rows as this viewer sees them, the invisible ones left out: the owner's state, the viewer's
   * access and the files come in one query for the whole page; the rules stay in policy.ts.
   */
  async function viewMany(user: UserRow, rows: TenantRequestRow[]): Promise<RequestView[]> {
    const facts = new Map((await q.findRequestFacts(d.db, user.id, rows)).map((f) => [f.requestId, f]));
    const views: RequestView[] = [];
    for (const row of rows) {
      const fact = facts.get(row.id);
      const owner = fact?.owner ?? null;
      if (!canSeeRequest(user, row, owner)) continue;
      const manager = canManageRequest(user, row);
      const access = fileAccessState(user, row, manager ? null : (fact?.access ?? null));
      const stage = manager ? 'contract' : (fact?.stage ?? 'browse');
      const files = (fact?.files ?? []).filter((f) => manager || fileReleased(row, stage, f));
      views.push({ row, owner, files, access, stage, manager });
    }
    return views;
  }

  /** A request as this viewer sees it, or NotFound when they may not see it at all. */
  async function view(user: UserRow, row: TenantRequestRow): Promise<RequestView> {
    const [seen] = await viewMany(user, [row]);
    if (!seen) throw new AppError('NotFound');
    return seen;
  }

  async function manageable(user: UserRow, id: string) {
    const row = await q.findRequest(d.db, id);
    if (!row || !canManageRequest(user, row)) throw new AppError('NotFound');
    return row;
  }

  return { view, viewMany, manageable };
}

export type RequestKit = ReturnType<typeof createRequestKit>;
