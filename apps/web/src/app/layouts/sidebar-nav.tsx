import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogOut } from 'lucide-react';
import type { Role } from '@mietmatch/contract';
import { cn } from '../../lib/utils';
import { Spinner } from '../../components/ui/spinner';
import { navItemsFor, type NavItem } from './nav-items';
import { UnreadInquiriesBadge } from '../../features/inquiries';

interface SidebarNavProps {
  role: Role;
  collapsed?: boolean;
  onLogout: () => void;
  loggingOut: boolean;
}

const itemClass =
  'group flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors ' +
  'hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring cursor-pointer';

function Item({ item, collapsed }: { item: NavItem; collapsed?: boolean }) {
  const { t } = useTranslation('dashboard');
  const label = t(item.label);
  return (
    <li>
      <NavLink
        to={item.to}
        title={collapsed ? label : undefined}
        className={({ isActive }) =>
          cn(
            itemClass,
            'relative',
            collapsed && 'justify-center px-0',
            isActive && 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary',
          )
        }
      >
        <item.icon className="size-[18px] shrink-0" aria-hidden="true" />
        <span className={cn(collapsed && 'sr-only')}>{label}</span>
        {item.to === '/all-inquiries' ? <UnreadInquiriesBadge collapsed={collapsed} /> : null}
      </NavLink>
    </li>
  );
}

const groupTitleClass = 'mb-2 px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground';

/** A titled group of entries; collapsed, the title stays for screen readers only. */
function Group({ title, items, collapsed }: { title: string; items: NavItem[]; collapsed?: boolean }) {
  return (
    <div>
      <p className={cn(groupTitleClass, collapsed && 'sr-only')}>{title}</p>
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <Item key={item.to} item={item} collapsed={collapsed} />
        ))}
      </ul>
    </div>
  );
}

export function SidebarNav({ role, collapsed, onLogout, loggingOut }: SidebarNavProps) {
  const { t } = useTranslation('dashboard');
  const items = navItemsFor(role);
  return (
    <nav aria-label={t('nav.main')} className="flex flex-1 flex-col gap-6 overflow-y-auto px-3 py-4">
      <Group title={t('nav.dashboard')} items={items.main} collapsed={collapsed} />
      <Group title={t('nav.account')} items={items.account} collapsed={collapsed} />
      <div className="mt-auto">
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          title={collapsed ? t('nav.logout') : undefined}
          className={cn(itemClass, 'w-full disabled:opacity-60', collapsed && 'justify-center px-0')}
        >
          {loggingOut ? (
            <Spinner className="size-[18px]" />
          ) : (
            <LogOut className="size-[18px] shrink-0" aria-hidden="true" />
          )}
          <span className={cn(collapsed && 'sr-only')}>{loggingOut ? t('nav.loggingOut') : t('nav.logout')}</span>
        </button>
      </div>
    </nav>
  );
}
