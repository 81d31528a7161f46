import type { InboxRow } from '../../db/schema/index.ts';
import { isActiveMember, type MemberState } from '../../db/members.ts';

/** The other member of an inbox, seen from one of its two members. */
export const otherOf = (inbox: InboxRow, userId: string) =>
  inbox.starterId === userId ? inbox.recipientId : inbox.starterId;

/** Only an active member can be written to, or hears about a message by mail. */
export const available = <U extends MemberState>(u: U | null): u is U => u !== null && isActiveMember(u);
