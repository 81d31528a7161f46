import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Eye, ShieldCheck } from 'lucide-react';
import { errorText } from '../../../lib/errors';
import { toastLoadError } from '../../../lib/error-toast';
import { uiLanguage } from '../../../lib/i18n';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAccessList, useToggleAccess, type AccessEntry, type AccessStatus } from '../api/access';
import { AccessEntryItem } from './access-entry-item';

const ORDER: Record<AccessStatus, number> = { pending: 0, granted: 1, removed: 2 };

/**
 * The tenant's document access: landlords who asked to see the images and documents, with
 * Approve / Remove; and whether any request makes them visible to every landlord.
 */
export function AccessPanel({ publicRequests }: { publicRequests: number }) {
  const { t, i18n } = useTranslation('access');
  const language = uiLanguage(i18n.resolvedLanguage);
  const list = useAccessList();
  const toggle = useToggleAccess();
  const [busy, setBusy] = useState<string | null>(null);

  const decide = (entry: AccessEntry, to: 'granted' | 'removed') => {
    setBusy(entry.landlordId);
    toggle.mutate(
      { landlordId: entry.landlordId, from: entry.status, to },
      {
        onSuccess: ({ status }) =>
          toast.success(
            status === 'granted'
              ? t('approved', { name: `${entry.firstName} ${entry.lastName}` })
              : t('removedToast', { name: `${entry.firstName} ${entry.lastName}` }),
          ),
        onError: (error) => toastLoadError(error, language),
        onSettled: () => setBusy(null),
      },
    );
  };

  const items = [...(list.data?.items ?? [])].sort(
    (a, b) => ORDER[a.status] - ORDER[b.status] || b.requestedAt.localeCompare(a.requestedAt),
  );
  const pending = items.filter((entry) => entry.status === 'pending').length;

  return (
    <Card role="region" aria-labelledby="access-panel-title">
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle id="access-panel-title">{t('title')}</CardTitle>
          {pending > 0 ? <Badge variant="warning">{t('pendingCount', { count: pending })}</Badge> : null}
        </div>
        <CardDescription>{t('intro')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {publicRequests > 0 ? (
          <div className="flex gap-3 rounded-lg border border-primary/25 bg-primary/8 p-3 text-sm">
            <Eye className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="font-medium">{t('publicTitle')}</p>
              <p className="mt-0.5 text-muted-foreground">{t('publicText', { count: publicRequests })}</p>
            </div>
          </div>
        ) : null}
        {list.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : list.isError ? (
          <p className="text-sm text-destructive">{errorText(list.error, language)}</p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
            <ShieldCheck className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm font-medium">{t('emptyTitle')}</p>
            <p className="max-w-xs text-xs text-muted-foreground">{t('emptyText')}</p>
          </div>
        ) : (
          <ul className="flex flex-col divide-y">
            {items.map((entry) => (
              <AccessEntryItem key={entry.landlordId} entry={entry} busy={busy} onDecide={decide} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
