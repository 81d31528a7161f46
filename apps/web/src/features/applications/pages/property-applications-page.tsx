import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { toast } from '../../../lib/toast';
import { SearchX } from 'lucide-react';
import type { FairCriterion, LandlordApplicationStatus, PipelineItem } from '@mietmatch/contract';
import { ApiError } from '../../../lib/api-client';
import { toastActionError } from '../../../lib/error-toast';
import { useProperty } from '../../../lib/property-query';
import { EmptyState } from '../../../components/empty-state';
import { usePageParams } from '../../../components/pagination-params';
import { Tabs, TabsContent } from '../../../components/ui/tabs';
import '../i18n';
import { useDeclineMany, usePipeline, useSetApplicationStatus } from '../api/applications';
import { DeclineDialog } from '../components/decline-dialog';
import { ApplicantList, BulkBar, PipelineSteps } from '../components/pipeline-parts';
import { PipelineHeader } from '../components/pipeline-header';
import { applicantName } from '../components/applicant-identity';
import { LotteryPanel } from '../components/lottery-panel';
import { liveCount, sortFrom, statusFrom } from '../pipeline-query';

type Declining = { kind: 'one' | 'others'; item: PipelineItem } | { kind: 'bulk'; ids: string[] } | null;

/** The set with `id` ticked or not. */
function toggled(current: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  const next = new Set(current);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** What the decline dialog says: one applicant, all others but one, or the ticked ones. */
function declineTexts(declining: Declining, others: number, t: TFunction<'applications'>) {
  if (declining?.kind === 'others') {
    return {
      title: t('pipeline.othersTitle', { count: others, name: applicantName(declining.item, t) }),
      description: t('pipeline.othersText', { count: others, name: applicantName(declining.item, t) }),
      confirmLabel: t('pipeline.actions.declineOthers'),
    };
  }
  const count = declining?.kind === 'bulk' ? declining.ids.length : 1;
  return {
    title:
      declining?.kind === 'one'
        ? t('pipeline.declineTitle', { name: applicantName(declining.item, t) })
        : t('pipeline.bulk.title', { count }),
    description: t('pipeline.declineText', { count }),
    confirmLabel: t('pipeline.bulk.confirm', { count }),
  };
}

/** /property-applications/:propertyId — the owner's pipeline: steps with counts, applicants, decisions. */
export function PropertyApplicationsPage() {
  const { propertyId = '' } = useParams();
  const { t } = useTranslation('applications');
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const sort = sortFrom(params.get('sort'));
  const paging = usePageParams();
  const property = useProperty(propertyId);
  // Fair selection: the lottery's must-have criteria, which may also filter the list.
  const [criteria, setCriteria] = useState<FairCriterion[]>([]);
  const [filtering, setFiltering] = useState(false);
  const meets = filtering ? criteria : [];
  const pipeline = usePipeline(propertyId, { status, sort, page: paging.page, pageSize: paging.pageSize, meets });
  const setStatus = useSetApplicationStatus();
  const declineMany = useDeclineMany(propertyId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [declining, setDeclining] = useState<Declining>(null);
  const counts = pipeline.data?.counts;
  const missing = pipeline.error instanceof ApiError && [403, 404].includes(pipeline.error.status);

  const go = (next: Record<string, string>) => {
    setSelected(new Set());
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) merged.set(key, value);
        merged.delete('page');
        return merged;
      },
      { replace: true },
    );
  };

  /** A 409 means someone (the tenant, another tab) moved it first: the list refetches either way. */
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'InvalidTransition') toast.error(t('pipeline.changed'));
    else toastActionError(error);
  };

  const step = (item: PipelineItem, next: LandlordApplicationStatus) => {
    if (next === 'declined') return setDeclining({ kind: 'one', item });
    setStatus.mutate(
      { id: item.id, status: next },
      {
        onSuccess: () => toast.success(t(`pipeline.done.${next}`, { name: applicantName(item, t) })),
        onError: failed,
      },
    );
  };

  const confirmDecline = async (message: string) => {
    if (!declining) return;
    if (declining.kind === 'one') {
      await setStatus.mutateAsync({ id: declining.item.id, status: 'declined', message });
      toast.success(t('pipeline.done.declined', { name: applicantName(declining.item, t) }));
    } else {
      const body = declining.kind === 'bulk' ? { ids: declining.ids } : { except: [declining.item.id] };
      const { declined } = await declineMany.mutateAsync({ ...body, message });
      toast.success(t('pipeline.bulk.done', { count: declined }));
    }
    setSelected(new Set());
  };

  const others = Math.max(0, liveCount(counts) - 1);
  const dialog = declineTexts(declining, others, t);

  return (
    <div className="flex flex-col gap-6">
      <PipelineHeader propertyId={propertyId} title={property.data?.title} open={pipeline.data} />
      {missing ? (
        <EmptyState icon={<SearchX />} title={t('pipeline.notFoundTitle')}>
          {t('pipeline.notFoundText')}
        </EmptyState>
      ) : (
        <Tabs value={status} onValueChange={(value) => go({ status: value })} className="flex flex-col gap-4">
          {property.data?.fairSelection ? (
            <LotteryPanel
              propertyId={propertyId}
              criteria={criteria}
              onCriteriaChange={setCriteria}
              filtering={filtering}
              onFilteringChange={setFiltering}
            />
          ) : null}
          <PipelineSteps counts={counts} sort={sort} onGo={go} />
          {selected.size > 0 ? (
            <BulkBar
              count={selected.size}
              onDecline={() => setDeclining({ kind: 'bulk', ids: [...selected] })}
              onClear={() => setSelected(new Set())}
            />
          ) : null}
          <TabsContent value={status} className="mt-0 flex flex-col gap-4">
            <ApplicantList
              status={status}
              pipeline={pipeline}
              paging={paging}
              selected={selected}
              onSelect={(id, on) => setSelected((current) => toggled(current, id, on))}
              onStep={step}
              onDeclineOthers={others > 0 ? (chosen) => setDeclining({ kind: 'others', item: chosen }) : undefined}
              busy={setStatus.isPending ? setStatus.variables : undefined}
            />
          </TabsContent>
        </Tabs>
      )}
      <DeclineDialog
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={dialog.title}
        description={dialog.description}
        confirmLabel={dialog.confirmLabel}
        onConfirm={confirmDecline}
        onError={failed}
      />
    </div>
  );
}
