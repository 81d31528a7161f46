import type { ReportSubjectType } from '@mietmatch/contract';
import type { Executor } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUuid } from '../../../lib/uuid.ts';
import { isActiveMember } from '../../../db/members.ts';
import { findUserById } from '../../../db/members.ts';
import type { ModeratedKind } from '../../../platform/moderated-kind.ts';

export interface SubjectRef {
  type: ReportSubjectType;
  id: string;
}

/** The web app's pages of reportable items; `:id` is the item's id. */
const PAGES: [RegExp, ReportSubjectType][] = [
  [/^\/property-details\/([^/]+)\/?$/, 'property'],
  [/^\/tenant-request-details\/([^/]+)\/?$/, 'request'],
  [/^\/user-profile\/([^/]+)\/?$/, 'user'],
];

/**
 * The item a page address names: any host (the visitor may paste it from a copy of the site or a
 * shared link), or the path alone; query and fragment are ignored. Null for any other address.
 */
export function subjectOfUrl(url: string): SubjectRef | null {
  let path: string;
  try {
    path = new URL(url.trim(), 'http://path.only').pathname;
  } catch {
    return null;
  }
  for (const [pattern, type] of PAGES) {
    const id = pattern.exec(path)?.[1];
    if (id) return { type, id: decodeURIComponent(id) };
  }
  return null;
}

/** What a report needs to know of its item: who owns it (the owner never learns who reported). */
export interface ReportableSubject extends SubjectRef {
  ownerId: string;
}

/**
 * The item as the reporter may report it, or 404 NotFound: it must exist and be visible to them
 * (to the public when anonymous). Own items are not reportable (404, like an item one cannot
 * see): the web app offers no report button there, and a report against oneself means nothing.
 * A member is reportable by anyone but admins; listings, requests and messages are answered for by
 * the modules that own them (`kinds`).
 */
export async function reportableSubject(
  db: Executor,
  reporter: UserRow | null,
  ref: SubjectRef,
  kinds: readonly ModeratedKind[],
): Promise<ReportableSubject> {
  const kind = kinds.find((k) => k.type === ref.type);
  const ownerId = !isUuid(ref.id)
    ? null
    : kind
      ? await kind.visibleOwner(db, reporter, ref.id)
      : ref.type === 'user'
        ? await visibleMember(db, reporter, ref.id)
        : null;
  if (!ownerId || ownerId === reporter?.id) throw new AppError('NotFound');
  return { ...ref, ownerId };
}

/** The member when the reporter may name them, else null. */
async function visibleMember(db: Executor, reporter: UserRow | null, id: string): Promise<string | null> {
  const member = await findUserById(db, id);
  if (!member || member.role === 'admin') return null;
  // Without an account only public profiles can be named; a member may report any member
  // (e.g. one met in a thread who has since deactivated the profile).
  if (!reporter && !isActiveMember(member)) return null;
  return member.isSoftDeleted ? null : member.id;
}
