import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, FileCheck2, FileLock2, KeyRound, ListChecks, UsersRound, X } from 'lucide-react';
import {
  APPLICATION_TRANSITIONS,
  isLiveApplication,
  type LandlordApplicationStatus,
  type PipelineItem,
} from '@mietmatch/contract';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { useEuros } from '../../../components/listings/request-text';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { MatchReasons, ScoreRing } from '../../matches';
import { ApplicantAvatar, applicantName } from './applicant-identity';
import { ApplicationStatusBadge } from './status-badge';
import '../i18n';

const icons = { shortlisted: ListChecks, invited: CalendarPlus, offered: KeyRound, declined: X } as const;

interface ApplicantCardProps {
  item: PipelineItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** The step the landlord chose; `declined` opens the decline dialog instead. */
  onStep: (item: PipelineItem, status: LandlordApplicationStatus) => void;
  /** "Decline all others", offered while other live applications exist. */
  onDeclineOthers?: (item: PipelineItem) => void;
  /** The step being sent for this card, to show its button busy. */
  busyStep?: LandlordApplicationStatus;
}

/** What a landlord weighs: who, how well they fit and why, household, budget, papers, their note. */
function ApplicantFacts({ item }: { item: PipelineItem }) {
  const { t } = useTranslation('applications');
  const euros = useEuros();
  const { request } = item;
  // Fair selection leaves the documents out until the invitation (an ID or a payslip names the tenant).
  const documents = request.documents;
  const released = documents !== undefined && ['granted', 'public', 'owner'].includes(request.fileAccess);
  const household = [
    t('pipeline.residents', { count: request.numberOfResidents }),
    request.numberOfChildren > 0 ? t('pipeline.children', { count: request.numberOfChildren }) : null,
    request.animalsInfo || request.isPetFriendly ? t('pipeline.pets') : t('pipeline.noPets'),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <div className="flex items-start gap-2">
        <dt className="sr-only">{t('pipeline.household')}</dt>
        <UsersRound className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <dd>{household}</dd>
      </div>
      <div>
        <dt className="inline text-muted-foreground">{t('pipeline.budget')}: </dt>
        <dd className="inline font-medium">
          {request.maxPrice > 0 ? euros(request.maxPrice) : t('pipeline.noBudget')}
        </dd>
      </div>
      {request.profession ? (
        <div>
          <dt className="inline text-muted-foreground">{t('pipeline.profession')}: </dt>
          <dd className="inline">{request.profession}</dd>
        </div>
      ) : null}
      <div className="flex items-start gap-2">
        <dt className="sr-only">{t('pipeline.documents')}</dt>
        {released ? (
          <FileCheck2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        ) : (
          <FileLock2 className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        )}
        <dd>
          {item.anonymous
            ? t('pipeline.documentsAfterInvite')
            : !released
              ? t('pipeline.documentsHidden')
              : (documents?.length ?? 0) > 0
                ? t('pipeline.documentsReleased', { count: documents?.length ?? 0 })
                : t('pipeline.documentsNone')}
        </dd>
      </div>
    </dl>
  );
}

/** One applicant in the pipeline, with the steps the contract allows from its status. */
export function ApplicantCard({ item, selected, onSelect, onStep, onDeclineOthers, busyStep }: ApplicantCardProps) {
  const { t, i18n } = useTranslation(['applications', 'matches']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const name = applicantName(item, t);
  const steps = APPLICATION_TRANSITIONS[item.status];
  const live = isLiveApplication(item.status);
  const fitting = item.reasons.filter((reason) => reason.fits).length;
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          {live ? (
            <Checkbox
              className="mt-3"
              checked={selected}
              onCheckedChange={(checked) => onSelect(checked === true)}
              aria-label={t('pipeline.bulk.select', { name })}
            />
          ) : null}
          <ApplicantAvatar item={item} name={name} className="size-11" />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold [overflow-wrap:anywhere]">{name}</h3>
            {item.anonymous ? <p className="text-xs text-muted-foreground">{t('pipeline.anonymousHint')}</p> : null}
            <p className="text-xs text-muted-foreground">
              {t('pipeline.applied', { date: formatDate(item.createdAt, language) })}
            </p>
            <div className="mt-1">
              <ApplicationStatusBadge status={item.status} />
            </div>
          </div>
          <ScoreRing score={item.score} className="size-14" />
        </div>
        <ApplicantFacts item={item} />
        {item.message ? (
          <blockquote className="rounded-lg bg-muted/60 px-3 py-2 text-sm whitespace-pre-line [overflow-wrap:anywhere]">
            <span className="sr-only">{t('pipeline.message')}: </span>
            {item.message}
          </blockquote>
        ) : null}
        {item.reasons.length ? (
          <details className="group rounded-lg border">
            <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring">
              {t('pipeline.reasons', { score: item.score })}{' '}
              <span className="font-normal text-muted-foreground">
                · {t('matches:score.fitting', { count: fitting, total: item.reasons.length })}
              </span>
            </summary>
            <div className="border-t px-3 py-3">
              <MatchReasons reasons={item.reasons} />
            </div>
          </details>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 border-t pt-3">
          {steps
            .filter((step) => step !== 'declined')
            .map((step) => {
              const Icon = icons[step];
              return (
                <Button
                  key={step}
                  size="sm"
                  variant={step === steps[0] ? 'default' : 'outline'}
                  busy={busyStep === step}
                  disabled={busyStep !== undefined}
                  onClick={() => onStep(item, step)}
                >
                  {busyStep === step ? null : <Icon aria-hidden="true" />}
                  {t(`pipeline.actions.${step}`)}
                </Button>
              );
            })}
          {steps.includes('declined') ? (
            <Button
              size="sm"
              variant="ghost"
              className="text-destructive hover:text-destructive"
              disabled={busyStep !== undefined}
              onClick={() => onStep(item, 'declined')}
            >
              <X aria-hidden="true" />
              {t('pipeline.actions.declined')}
            </Button>
          ) : null}
          {onDeclineOthers && live ? (
            <Button size="sm" variant="ghost" disabled={busyStep !== undefined} onClick={() => onDeclineOthers(item)}>
              {t('pipeline.actions.declineOthers')}
            </Button>
          ) : null}
          {/* The request's own page names the tenant: not while fair selection hides them. */}
          {item.anonymous || !item.request.id ? null : (
            <Link
              to={`/tenant-request-details/${encodeURIComponent(item.request.id)}`}
              className={buttonClasses('link', 'sm', 'ml-auto text-sm')}
            >
              {t('pipeline.viewRequest')}
            </Link>
          )}
        </div>
      </Card>
    </li>
  );
}
