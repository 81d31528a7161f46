import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BedDouble, ClipboardList, Eye, FileText, Images, Pencil, Plus, Ruler, Sparkles, Trash2 } from 'lucide-react';
import type { TenantRequest } from '@mietmatch/contract';
import { errorText } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/empty-state';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { AccessPanel } from '../../document-access';
import { useMyRequests } from '../api/my-requests';
import { DeleteRequestDialog } from '../components/delete-request-dialog';
import { StatusBadge } from '../components/request-bits';
import { useEuros } from '../../../components/listings/request-text';
import { ModerationMark } from '../../moderation';

function MyRequestCard({ request }: { request: TenantRequest }) {
  const { t, i18n } = useTranslation('requests');
  const language = uiLanguage(i18n.resolvedLanguage);
  const euros = useEuros();
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold">
            <Link
              to={`/tenant-request-details/${request.id}`}
              className="rounded-sm hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
            >
              {t('card.lookingIn', { area: request.targetCity ?? t('card.noArea') })}
            </Link>
          </h2>
          <p className="mt-0.5 truncate text-sm text-muted-foreground">
            {[
              request.targetPostalCode.length ? request.targetPostalCode.join(', ') : t('card.wholeCity'),
              request.radius > 0 ? t('card.radius', { km: request.radius }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <StatusBadge status={request.status} />
      </div>
      {/* Moderation: a removed or restricted request stays in the owner's list, marked. */}
      <ModerationMark moderation={request.moderation} decisionId={request.moderationDecisionId} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-muted-foreground">{t('fields.maxPrice')}</dt>
          <dd className="font-medium">{request.maxPrice > 0 ? euros(request.maxPrice) : t('card.noLimit')}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('fields.propertyType')}</dt>
          <dd className="font-medium">{t(`propertyType.${request.propertyType}`)}</dd>
        </div>
        {/* Every group of a <dl> is a <dt> and a <dd>; here the icon shows the term, the <dt> tells it. */}
        <div>
          <dt className="sr-only">{t('fields.requiredRooms')}</dt>
          <dd className="flex items-center gap-1.5">
            <BedDouble className="size-4 text-muted-foreground" aria-hidden="true" />
            {t('card.rooms', { count: request.requiredRooms })}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('fields.squareMeters')}</dt>
          <dd className="flex items-center gap-1.5">
            <Ruler className="size-4 text-muted-foreground" aria-hidden="true" />
            {request.squareMeters > 0 ? t('card.size', { size: request.squareMeters }) : t('card.noSize')}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <Images className="size-3.5" aria-hidden="true" />
          {t('card.images', { count: request.images.length })}
        </span>
        <span className="flex items-center gap-1">
          <FileText className="size-3.5" aria-hidden="true" />
          {t('card.documents', { count: request.documents.length })}
        </span>
        {request.allowedFileView ? (
          <span className="flex items-center gap-1 text-primary">
            <Eye className="size-3.5" aria-hidden="true" />
            {t('card.public')}
          </span>
        ) : null}
        <span>{t('card.updated', { date: formatDate(request.updatedAt, language) })}</span>
      </div>
      <div className="flex flex-wrap gap-2 border-t pt-4">
        <Link
          to={`/tenant-request-details/${request.id}`}
          className={buttonClasses('ghost', 'sm', 'hidden sm:inline-flex')}
        >
          {t('card.view')}
        </Link>
        <Link
          to={`/tenant-request-details/${request.id}/matches`}
          className={buttonClasses('outline', 'sm')}
          aria-label={t('card.matchesNamed', { area: request.targetCity ?? '' })}
        >
          <Sparkles aria-hidden="true" />
          {t('card.matches')}
        </Link>
        <Link
          to={`/edit-tenant/${request.id}`}
          className={buttonClasses('outline', 'sm')}
          aria-label={t('card.editNamed', { area: request.targetCity ?? '' })}
        >
          <Pencil aria-hidden="true" />
          {t('card.edit')}
        </Link>
        <DeleteRequestDialog
          requestId={request.id}
          trigger={
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              aria-label={t('card.deleteNamed', { area: request.targetCity ?? '' })}
            >
              <Trash2 aria-hidden="true" />
              {t('card.delete')}
            </Button>
          }
        />
      </div>
    </Card>
  );
}

/** /my-requests: the tenant's own requests and who may see their documents. */
export function MyRequestsPage() {
  const { t } = useTranslation('requests');
  const requests = useMyRequests();
  const items = requests.data?.items ?? [];
  const addLink = (
    <Link to="/add-tenant" className={buttonClasses('default')}>
      <Plus aria-hidden="true" />
      {t('my.add')}
    </Link>
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">{t('my.intro')}</p>
        {items.length > 0 ? <div className="shrink-0">{addLink}</div> : null}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <section aria-label={t('my.listLabel')} className="flex flex-col gap-4">
          {requests.isPending ? (
            <>
              <Skeleton className="h-48 w-full rounded-xl" />
              <Skeleton className="h-48 w-full rounded-xl" />
            </>
          ) : requests.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{errorText(requests.error)}</AlertDescription>
            </Alert>
          ) : items.length === 0 ? (
            <EmptyState icon={<ClipboardList />} title={t('my.emptyTitle')} action={addLink}>
              {t('my.emptyText')}
            </EmptyState>
          ) : (
            items.map((request) => <MyRequestCard key={request.id} request={request} />)
          )}
        </section>
        <AccessPanel publicRequests={items.filter((request) => request.allowedFileView).length} />
      </div>
    </div>
  );
}
