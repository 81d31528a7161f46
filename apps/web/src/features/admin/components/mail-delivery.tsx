import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { MailCheck, MailWarning, RotateCw } from 'lucide-react';
import type { MailFailure } from '@mietmatch/contract';
import { errorText } from '../../../lib/errors';
import { toastActionError } from '../../../lib/error-toast';
import { intlLocale, uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Pagination } from '../../../components/pagination';
import { useMailFailures, useRetryMail } from '../api/mail-failures';

function FailedMail({ mail }: { mail: MailFailure }) {
  const { t } = useTranslation('admin');
  const language = uiLanguage();
  const retry = useRetryMail();
  const queued = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(mail.queuedAt),
  );
  const send = () =>
    retry.mutate(mail.id, {
      onSuccess: () => toast.success(t('mail.sent', { to: mail.to })),
      onError: (error) => toastActionError(error, language),
    });
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="truncate font-medium" title={mail.to}>
          {mail.to}
        </p>
        <p className="text-sm break-words">{mail.subject}</p>
        {mail.lastError ? (
          <p className="text-xs break-words text-destructive">
            <span className="font-medium">{t('mail.error')}</span> {mail.lastError}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          {t('mail.queued', { date: queued })} · {t('mail.attempts', { count: mail.attempts })}
        </p>
      </div>
      <Button variant="outline" size="sm" className="shrink-0 self-start" disabled={retry.isPending} onClick={send}>
        <RotateCw aria-hidden="true" className={cn(retry.isPending && 'animate-spin')} />
        {t('mail.retry')}
      </Button>
    </li>
  );
}

/**
 * The admin's view of mail delivery: what is still on its way, and the mails given up (refused by
 * the mail server, or failing for a day) with their error and a way to send each again.
 */
export function MailDelivery() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const mails = useMailFailures(page, pageSize);
  const data = mails.data;
  const titleId = useId();

  return (
    <Card role="region" aria-labelledby={titleId} aria-busy={mails.isPending || mails.isPlaceholderData}>
      <CardHeader className="gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle id={titleId}>{t('mail.title')}</CardTitle>
          <CardDescription>{t('mail.intro')}</CardDescription>
        </div>
        {data ? (
          <div className="flex flex-wrap gap-2 text-nowrap">
            <Badge variant="secondary">{t('mail.pending', { count: data.pending })}</Badge>
            <Badge variant={data.total > 0 ? 'destructive' : 'secondary'}>
              {t('mail.failed', { count: data.total })}
            </Badge>
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        {mails.isError && !data ? (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
              <span>{errorText(mails.error)}</span>
              <Button variant="outline" size="sm" onClick={() => void mails.refetch()}>
                {t('retry')}
              </Button>
            </AlertDescription>
          </Alert>
        ) : !data ? (
          <div className="flex flex-col gap-2" aria-hidden="true">
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-4 w-72" />
          </div>
        ) : data.items.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <MailCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {t('mail.none')}
          </p>
        ) : (
          <div className={cn('flex flex-col gap-4 transition-opacity', mails.isPlaceholderData && 'opacity-60')}>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <MailWarning className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              {t('mail.failedHint')}
            </p>
            <ul className="flex flex-col divide-y">
              {data.items.map((mail) => (
                <FailedMail key={mail.id} mail={mail} />
              ))}
            </ul>
            {data.total > 10 ? (
              <Pagination
                page={page}
                pageSize={pageSize}
                total={data.total}
                onPageChange={setPage}
                onPageSizeChange={(size) => {
                  setPageSize(size);
                  setPage(1);
                }}
              />
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
