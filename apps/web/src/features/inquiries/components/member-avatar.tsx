import { UserX } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { Avatar } from '../../../components/ui/avatar';
import type { Member } from '../member';

/**
 * The other member's picture. A deleted account has neither picture nor initials: a neutral grey
 * circle with a crossed-out person. Unavailable members (blocked, deactivated) are greyed out.
 */
export function MemberAvatar({ member, name, className }: { member: Member; name: string; className?: string }) {
  if (member.deleted) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground',
          className,
        )}
      >
        <UserX className="size-1/2" />
      </span>
    );
  }
  return (
    <Avatar
      src={member.avatarUrl}
      name={name}
      decorative
      className={cn(className, !member.available && 'opacity-60 grayscale')}
    />
  );
}
