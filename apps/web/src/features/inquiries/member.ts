import type { Inbox } from '@mietmatch/contract';

export type Member = Inbox['otherMember'];

/**
 * The name to show for the other member of a conversation. A member who erased their account has
 * no name any more (only a pseudonym is kept, and not shown): they read as a deleted user rather
 * than as a blank.
 */
export function memberName(
  member: Pick<Member, 'firstName' | 'lastName' | 'deleted'>,
  t: (key: 'member.deleted') => string,
): string {
  return member.deleted ? t('member.deleted') : `${member.firstName} ${member.lastName}`.trim();
}
