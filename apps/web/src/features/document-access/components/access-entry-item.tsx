import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { AccessEntry, AccessStatus } from '../api/access';

const STATUS_VARIANT: Record<AccessStatus, 'warning' | 'success' | 'secondary'> = {
  pending: 'warning',
  granted: 'success',
  removed: 'secondary',
};

/**
 * One landlord in the access list: who, since when, the status, and the decision that fits it
 * (approve or remove a request, remove a granted access, grant a removed one again).
 */
export function AccessEntryItem({
  entry,
  busy,
  onDecide,
}: {
  entry: AccessEntry;
  /** The landlord whose decision is being saved; every button waits until it is done. */
  busy: string | null;
  onDecide: (entry: AccessEntry, to: 'granted' | 'removed') => void;
}) {
  const { t, i18n } = useTranslation('access');
  const language = uiLanguage(i18n.resolvedLanguage);
  const name = `${entry.firstName} ${entry.lastName}`;
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar src={entry.avatarUrl} name={name} decorative />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{name}</p>
          <p className="text-xs text-muted-foreground">
            {entry.status === 'pending'
              ? t('requestedOn', { date: formatDate(entry.requestedAt, language) })
              : t(`decided.${entry.status}`, {
                  date: formatDate(entry.decidedAt ?? entry.requestedAt, language),
                })}
          </p>
        </div>
        <Badge variant={STATUS_VARIANT[entry.status]} className="shrink-0">
          {t(`status.${entry.status}`)}
        </Badge>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {entry.status === 'pending' ? (
          <>
            <Button
              size="sm"
              busy={busy === entry.landlordId}
              disabled={busy !== null}
              onClick={() => onDecide(entry, 'granted')}
              aria-label={t('approveNamed', { name })}
            >
              {t('approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy !== null}
              onClick={() => onDecide(entry, 'removed')}
              aria-label={t('removeNamed', { name })}
            >
              {t('remove')}
            </Button>
          </>
        ) : entry.status === 'granted' ? (
          <Button
            size="sm"
            variant="outline"
            busy={busy === entry.landlordId}
            disabled={busy !== null}
            onClick={() => onDecide(entry, 'removed')}
            aria-label={t('removeNamed', { name })}
          >
            {t('remove')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            busy={busy === entry.landlordId}
            disabled={busy !== null}
            onClick={() => onDecide(entry, 'granted')}
            aria-label={t('approveNamed', { name })}
          >
            {t('grantAgain')}
          </Button>
        )}
      </div>
    </li>
  );
}
