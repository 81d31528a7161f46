import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagesSquare } from 'lucide-react';
import '../i18n';
import { cn } from '../../../lib/utils';
import { buttonClasses } from '../../../components/ui/button';
import { useUnreadCount } from '../api/unread-count';

/** "99+" keeps the pill small. */
const shown = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The live unread total next to the "Inquiries" menu entry: a pill with the number, or a dot on the
 * icon when the menu is collapsed. The number is said to screen readers as part of the link's name.
 */
export function UnreadInquiriesBadge({ collapsed }: { collapsed?: boolean }) {
  const { t } = useTranslation('inquiries');
  const count = useUnreadCount().data ?? 0;
  if (count <= 0) return null;
  return (
    <>
      <span className="sr-only">, {t('nav.unread', { count })}</span>
      <span
        aria-hidden="true"
        data-unread-badge={count}
        className={cn(
          'inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-semibold leading-5 text-primary-foreground tabular-nums',
          collapsed ? 'absolute right-2 top-1 h-4 min-w-4 px-1 text-[10px] leading-4' : 'ml-auto',
        )}
      >
        {shown(count)}
      </span>
    </>
  );
}

/** The top bar's way to the inquiries with the same live count (the menu is a drawer on phones). */
export function InquiriesTopBarLink() {
  const { t } = useTranslation('inquiries');
  const count = useUnreadCount().data ?? 0;
  const label = count > 0 ? `${t('nav.open')}, ${t('nav.unread', { count })}` : t('nav.open');
  return (
    <Link to="/all-inquiries" aria-label={label} title={label} className={buttonClasses('ghost', 'icon', 'relative')}>
      <MessagesSquare aria-hidden="true" className="size-5!" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] font-semibold leading-4 text-primary-foreground tabular-nums ring-2 ring-background"
        >
          {shown(count)}
        </span>
      ) : null}
    </Link>
  );
}
