import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import type { User } from '@mietmatch/contract';
import { Button } from '../../components/ui/button';
import { LanguageSwitcher } from '../../components/language-switcher';
import { ThemeToggle } from '../../components/theme-toggle';
import { InquiriesTopBarLink, UnreadInquiriesBadge } from '../../features/inquiries';
import { NotificationBell } from '../../features/notifications';
import { UserMenu } from './user-menu';
import { MENU_BUTTON, PAGE_TITLE, TOP_BAR } from './dashboard-frame';

interface TopBarProps {
  user: User;
  title: string;
  onOpenMenu: () => void;
  onLogout: () => void;
}

/**
 * The page title and the member's controls. A phone keeps only the menu, the bell and the user menu beside the
 * title, so the longest title ("Immobilien des Vermieters") fits whole at 375 px: theme and language live in
 * the user menu there, the inquiries in the drawer (their unread count on the menu button).
 */
export function TopBar({ user, title, onOpenMenu, onLogout }: TopBarProps) {
  const { t } = useTranslation('dashboard');
  return (
    <header className={TOP_BAR}>
      <Button variant="ghost" size="icon" className={MENU_BUTTON} onClick={onOpenMenu}>
        {/* Named by its content, so the unread count it shows is part of its name (the badge's own text). */}
        <span className="sr-only">{t('nav.openMenu')}</span>
        <Menu aria-hidden="true" />
        {/* On phones the inquiries' own icon leaves the bar: their unread count shows on the menu instead. */}
        {user.role === 'admin' ? null : (
          <span className="sm:hidden">
            <UnreadInquiriesBadge collapsed />
          </span>
        )}
      </Button>
      <h1 className={PAGE_TITLE}>{title}</h1>
      <div className="flex shrink-0 items-center sm:gap-2">
        {user.role === 'admin' ? null : (
          <>
            <NotificationBell />
            {/* Phones keep the bar for the title; the drawer's "Inquiries" entry carries the count. */}
            <div className="hidden sm:contents">
              <InquiriesTopBarLink />
            </div>
          </>
        )}
        {/* On phones both live in the user menu's settings. */}
        <LanguageSwitcher className="hidden sm:inline-flex" />
        <div className="hidden sm:block">
          <ThemeToggle />
        </div>
        <UserMenu user={user} onLogout={onLogout} />
      </div>
    </header>
  );
}
