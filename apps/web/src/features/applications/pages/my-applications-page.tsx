import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Search, Send } from 'lucide-react';
import { APPLICATION_STATUSES, type ApplicationStatus, type MyApplication } from '@mietmatch/contract';
import { toastActionError } from '../../../lib/error-toast';
import { placeholderKeys } from '../../../lib/list-keys';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import { usePageParams } from '../../../components/pagination-params';
import { buttonClasses } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import '../i18n';
import { useMyApplications, useWithdraw } from '../api/applications';
import { MyApplicationItem } from '../components/my-application-item';

const statusFilter = (value: string | null): ApplicationStatus | '' =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '') ? (value as ApplicationStatus) : '';

/** /my-applications — a tenant's applications with their step, what comes next, and withdrawing. */
export function MyApplicationsPage() {
  const { t } = useTranslation(['applications', 'common']);
  const [params, setParams] = useSearchParams();
  const status = statusFilter(params.get('status'));
  const paging = usePageParams();
  const list = useMyApplications(status, paging.page, paging.pageSize);
  const withdraw = useWithdraw();
  const [withdrawing, setWithdrawing] = useState<MyApplication | null>(null);
  const search = (
    <Link to="/properties-list" className={buttonClasses()}>
      <Search aria-hidden="true" />
      {t('mine.search')}
    </Link>
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="text-muted-foreground">
          {t('mine.intro')}
          {list.data && list.data.total > 0 ? (
            <span className="ml-2 font-medium text-foreground">{t('mine.count', { count: list.data.total })}</span>
          ) : null}
        </p>
        <div className="flex flex-col gap-2 sm:w-56">
          <Label htmlFor="applications-status">{t('mine.filter')}</Label>
          <Select
            id="applications-status"
            value={status}
            onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {}, { replace: true })}
          >
            <option value="">{t('mine.allStatuses')}</option>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {list.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          {placeholderKeys(3).map((key) => (
            <Skeleton key={key} className="h-40 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadError error={list.error} />
      ) : list.data.total === 0 ? (
        <EmptyState
          icon={<Send />}
          title={status ? t('mine.emptyFiltered') : t('mine.emptyTitle')}
          action={status ? undefined : search}
        >
          {status ? null : t('mine.emptyText')}
        </EmptyState>
      ) : (
        <>
          <h2 id="applications-heading" className="sr-only">
            {t('mine.count', { count: list.data.total })}
          </h2>
          <ul className="flex flex-col gap-3" aria-labelledby="applications-heading">
            {list.data.items.map((application) => (
              <MyApplicationItem key={application.id} application={application} onWithdraw={setWithdrawing} />
            ))}
          </ul>
          <Pagination {...paging} total={list.data.total} />
        </>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title={t('mine.withdrawTitle')}
        description={t('mine.withdrawText', { title: withdrawing?.property.title ?? '' })}
        confirmLabel={t('mine.withdraw')}
        busyLabel={t('mine.withdrawing')}
        destructive
        onConfirm={async () => {
          if (!withdrawing) return;
          await withdraw.mutateAsync(withdrawing.id);
          toast.success(t('mine.withdrawn'));
        }}
        onError={(error) => toastActionError(error)}
      />
    </div>
  );
}
