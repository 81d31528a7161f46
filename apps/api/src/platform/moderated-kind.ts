import type { ModerationState, ReportSubjectType } from '@mietmatch/contract';
import type { Executor } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import type { Realtime } from '../realtime/realtime.ts';

/** An item as moderation shows it to admins and in a statement of reasons, as it is now. */
interface ModeratedItem {
  title: string | null;
  excerpt: string | null;
  /** The member whose item it is (the owner of a listing or request, the sender of a message). */
  ownerId: string;
  moderation: ModerationState | null;
}

/**
 * A kind of content members can report and moderation can act on (a listing, a request, a message),
 * answered for by the module that owns it: moderation asks it instead of reading the owner's tables
 * or rules itself. Accounts are not such a kind: they belong to the kernel (users), which moderation
 * uses directly.
 */
export interface ModeratedKind {
  type: Exclude<ReportSubjectType, 'user'>;
  /** The item's owner when the reporter (signed out: the public) may see the item, else null. */
  visibleOwner(db: Executor, reporter: UserRow | null, id: string): Promise<string | null>;
  /** The items as they are now, by id; an item that is gone is missing from the map. */
  describe(db: Executor, ids: string[]): Promise<Map<string, ModeratedItem>>;
  /**
   * Puts a decision's state on the item (removed: only its owner and admins see it; restricted: search
   * does not find it), or with `null` takes off the state this decision put there: a later decision on
   * the same item stands. Runs inside the decision's transaction.
   */
  setModeration(tx: Executor, id: string, state: ModerationState | null, decisionId: string): Promise<void>;
  /** After the commit of a decision on the item or of its reversal: what others see of it changes live. */
  changedLive?(db: Executor, realtime: Realtime, id: string): Promise<void>;
}

const EXCERPT = 200;

/** The start of a text as admins see it in the queue (at most 200 characters, ending in "…"). */
export function moderationExcerpt(text: string | null): string | null {
  return text === null ? null : text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
}
