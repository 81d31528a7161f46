import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Ban,
  BadgeCheck,
  Building2,
  CircleCheck,
  ClipboardList,
  History,
  MoreHorizontal,
  RotateCcw,
  Trash2,
  TriangleAlert,
  UserRound,
} from 'lucide-react';
import type { User } from '@mietmatch/contract';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import type { Moderation } from '../api/moderate';
import { BusinessDialog } from './business-dialog';
import { HistoryDialog } from './history-dialog';
import { ModerationDialog } from './moderation-dialog';

/**
 * The row's menu: open the member's profile and posts, see the history, and moderate. Admin
 * accounts and one's own have no menu at all (the API refuses those actions too).
 */
export function UserActions({ user, selfId }: { user: User; selfId: string | undefined }) {
  const { t } = useTranslation('admin');
  const [moderation, setModeration] = useState<Moderation | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [businessOpen, setBusinessOpen] = useState(false);
  const name = `${user.firstName} ${user.lastName}`;

  if (user.role === 'admin' || user.id === selfId) {
    return (
      <span className="px-3 text-muted-foreground" title={user.id === selfId ? t('menu.noneSelf') : t('menu.none')}>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{user.id === selfId ? t('menu.noneSelf') : t('menu.none')}</span>
      </span>
    );
  }

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-9" aria-label={t('menu.open', { name })}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="min-w-52">
          <DropdownMenuItem asChild>
            <Link to={`/user-profile/${user.id}`}>
              <UserRound aria-hidden="true" />
              {t('menu.profile')}
            </Link>
          </DropdownMenuItem>
          {user.role === 'contractor' ? (
            <DropdownMenuItem asChild>
              <Link to={`/properties-list/${user.id}`}>
                <Building2 aria-hidden="true" />
                {t('menu.properties')}
              </Link>
            </DropdownMenuItem>
          ) : null}
          {/* A tenant's posts are their requests, listed on the profile (every one, for admins). */}
          {user.role === 'client' ? (
            <DropdownMenuItem asChild>
              <Link to={`/user-profile/${user.id}#requests`}>
                <ClipboardList aria-hidden="true" />
                {t('menu.requests')}
              </Link>
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => setHistoryOpen(true)}>
            <History aria-hidden="true" />
            {t('menu.history')}
          </DropdownMenuItem>
          {/* DSA Art. 30: a business landlord's answers, to check them. */}
          {user.businessDetails?.isBusiness ? (
            <DropdownMenuItem onSelect={() => setBusinessOpen(true)}>
              <BadgeCheck aria-hidden="true" />
              {t('menu.business')}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setModeration('warn')}>
            <TriangleAlert aria-hidden="true" />
            {t('menu.warn')}
          </DropdownMenuItem>
          {user.isBlocked ? (
            <DropdownMenuItem onSelect={() => setModeration('unblock')}>
              <CircleCheck aria-hidden="true" />
              {t('menu.unblock')}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem
              onSelect={() => setModeration('block')}
              className="text-destructive data-[highlighted]:text-destructive [&_svg]:text-destructive"
            >
              <Ban aria-hidden="true" />
              {t('menu.block')}
            </DropdownMenuItem>
          )}
          {user.isSoftDeleted ? (
            <DropdownMenuItem onSelect={() => setModeration('restore')}>
              <RotateCcw aria-hidden="true" />
              {t('menu.restore')}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem
              onSelect={() => setModeration('delete')}
              className="text-destructive data-[highlighted]:text-destructive [&_svg]:text-destructive"
            >
              <Trash2 aria-hidden="true" />
              {t('menu.delete')}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ModerationDialog user={user} kind={moderation} onClose={() => setModeration(null)} />
      <HistoryDialog user={user} open={historyOpen} onClose={() => setHistoryOpen(false)} />
      <BusinessDialog user={user} open={businessOpen} onClose={() => setBusinessOpen(false)} />
    </>
  );
}
