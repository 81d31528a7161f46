import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarChart3, Flag, Scale } from 'lucide-react';
import { cn } from '../../../lib/utils';

const LINKS = [
  { to: '/moderation', label: 'nav.reports', icon: Flag },
  { to: '/moderation/complaints', label: 'nav.complaints', icon: Scale },
  { to: '/moderation/transparency', label: 'nav.transparency', icon: BarChart3 },
] as const;

/** The three moderation pages, as tabs that are links (each page has its own address). */
export function ModerationNav() {
  const { t } = useTranslation('moderation-admin');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex h-10 items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground sm:inline-flex">
        {LINKS.map((link) => (
          <li key={link.to} className="flex-1 sm:flex-none">
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  'flex h-8 items-center justify-center gap-2 whitespace-nowrap rounded-md px-2 text-sm font-medium transition-colors sm:px-3',
                  'hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                  isActive && 'bg-card text-foreground shadow-sm',
                )
              }
            >
              <link.icon className="size-4 max-sm:hidden" aria-hidden="true" />
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
