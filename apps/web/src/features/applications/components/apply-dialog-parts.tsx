import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { FilePlus2 } from 'lucide-react';
import { FREE_LIVE_APPLICATIONS, type TenantRequest } from '@mietmatch/contract';
import { cn } from '../../../lib/utils';
import { useEuros } from '../../../components/listings/request-text';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/load-error';

/** "Berlin · 3 rooms · up to €1,200": enough to tell one's own requests apart. */
function RequestSummary({ request }: { request: TenantRequest }) {
  const { t } = useTranslation('applications');
  const euros = useEuros();
  return (
    <>
      <span className="block font-medium">{request.targetCity ?? t('apply.anyCity')}</span>
      <span className="block text-muted-foreground">
        {[
          t('apply.rooms', { count: request.requiredRooms }),
          request.maxPrice > 0 ? t('apply.budget', { amount: euros(request.maxPrice) }) : null,
          request.status !== 'available' ? t(`apply.requestStatus.${request.status}`) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </>
  );
}

/** Why the tenant cannot apply now: applied already, or the limit without the additional plan. */
export function BlockedNotice({ kind }: { kind: 'already' | 'limit' }) {
  const { t } = useTranslation('applications');
  const mine = (
    <Link to="/my-applications" className={buttonClasses('link', 'default', 'justify-start')}>
      {t('apply.toMine')}
    </Link>
  );
  if (kind === 'already') {
    return (
      <Alert className="mt-4">
        <AlertTitle>{t('apply.alreadyTitle')}</AlertTitle>
        <AlertDescription>{t('apply.alreadyText')}</AlertDescription>
        {mine}
      </Alert>
    );
  }
  return (
    <Alert className="mt-4">
      <AlertTitle>{t('apply.limitTitle', { count: FREE_LIVE_APPLICATIONS })}</AlertTitle>
      <AlertDescription>{t('apply.limitText', { count: FREE_LIVE_APPLICATIONS })}</AlertDescription>
      <div className="flex flex-wrap gap-x-4">
        <Link
          to="/my-subscriptions?isAdditionalPlan=true"
          className={buttonClasses('link', 'default', 'justify-start')}
        >
          {t('apply.limitAction')}
        </Link>
        {mine}
      </div>
    </Alert>
  );
}

/** Which of the tenant's requests is the application (or where to make one first). */
export function RequestChoice({
  requests,
  usable,
  requestId,
  onChoose,
}: {
  requests: UseQueryResult<unknown>;
  usable: TenantRequest[];
  requestId: string | undefined;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('applications');
  const ids = useId();
  if (requests.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (requests.isError) return <LoadError error={requests.error} />;
  if (usable.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 text-sm">
        <p>{t('apply.noRequests')}</p>
        <Link to="/add-tenant" className={buttonClasses('outline', 'sm')}>
          <FilePlus2 aria-hidden="true" />
          {t('apply.createRequest')}
        </Link>
      </div>
    );
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t('apply.request')}</legend>
      <RadioGroup value={requestId} onValueChange={onChoose}>
        {usable.map((request) => (
          <label
            key={request.id}
            htmlFor={`${ids}-${request.id}`}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/50',
              request.id === requestId && 'border-primary bg-primary/[0.04]',
            )}
          >
            <RadioGroupItem id={`${ids}-${request.id}`} value={request.id} className="mt-0.5" />
            <span className="min-w-0 flex-1">
              <RequestSummary request={request} />
            </span>
          </label>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
