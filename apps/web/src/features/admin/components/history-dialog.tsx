import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, Ban, CircleCheck, History, Power, PowerOff, RotateCcw, Trash2, TriangleAlert } from 'lucide-react';
import type { AdminActionKind, User } from '@mietmatch/contract';
import { intlLocale, uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/load-error';
import { useUserActions } from '../api/users';

const icons: Record<AdminActionKind, typeof Ban> = {
  block: Ban,
  unblock: CircleCheck,
  warn: TriangleAlert,
  soft_delete: Trash2,
  restore: RotateCcw,
  deactivate: PowerOff,
  reactivate: Power,
  business_check: BadgeCheck,
};
const tone: Record<AdminActionKind, string> = {
  block: 'bg-destructive/10 text-destructive',
  soft_delete: 'bg-destructive/10 text-destructive',
  warn: 'bg-warning/12 text-warning',
  unblock: 'bg-success/12 text-success',
  restore: 'bg-success/12 text-success',
  deactivate: 'bg-muted text-muted-foreground',
  reactivate: 'bg-muted text-muted-foreground',
  business_check: 'bg-success/12 text-success',
};

/** The audit log of one member: what each admin did, when and why. */
export function HistoryDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const actions = useUserActions(user.id, open);
  const when = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });

  let body: ReactNode;
  if (actions.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-3" aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (actions.isError) {
    body = <LoadError error={actions.error} />;
  } else if (actions.data.items.length === 0) {
    body = (
      <p className="flex items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-sm text-muted-foreground">
        <History className="size-4" aria-hidden="true" />
        {t('history.empty')}
      </p>
    );
  } else {
    body = (
      <ol className="flex flex-col gap-4">
        {actions.data.items.map((entry) => {
          const Icon = icons[entry.action];
          return (
            <li key={entry.id} className="flex gap-3">
              <span
                className={cn(
                  'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
                  tone[entry.action],
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm">
                  <span className="font-medium">{t(`history.action.${entry.action}`)}</span>{' '}
                  <span className="text-muted-foreground">
                    {entry.admin ? t('history.by', { name: entry.admin.name }) : t('history.byRemoved')}
                  </span>
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
                </p>
                <p
                  className={cn(
                    'mt-1.5 whitespace-pre-line break-words rounded-md bg-muted/60 px-3 py-2 text-sm',
                    !entry.reason && 'italic text-muted-foreground',
                  )}
                >
                  {entry.reason ?? t('history.noReason')}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open ? (
        <DialogContent closeLabel={t('common:actions.close')} className="max-h-[85vh] overflow-y-auto">
          <DialogTitle className="pr-8">
            {t('history.title', { name: `${user.firstName} ${user.lastName}` })}
          </DialogTitle>
          <DialogDescription className="mt-1">{t('history.description')}</DialogDescription>
          <div className="mt-5">{body}</div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
