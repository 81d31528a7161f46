import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import type { User } from '@mietmatch/contract';
import { Avatar } from '../../components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';

export function UserMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const navigate = useNavigate();
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('nav.userMenu')}
        className="flex items-center gap-2 rounded-full p-0.5 pr-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring sm:pr-2 cursor-pointer"
      >
        <Avatar src={user.avatarThumbUrl ?? user.avatarUrl} name={name} className="size-8" decorative />
        <span className="hidden max-w-40 truncate text-sm font-medium md:inline">{name}</span>
        <ChevronDown className="hidden size-4 text-muted-foreground md:inline" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5 py-2">
          <span className="truncate text-sm font-semibold text-foreground">{name}</span>
          <span className="truncate font-normal">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/profile-view')}>
          <UserRound aria-hidden="true" />
          {t('nav.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          {t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
