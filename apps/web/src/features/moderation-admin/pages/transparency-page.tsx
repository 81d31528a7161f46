import '../i18n';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  MODERATION_ACTIONS,
  MODERATION_GROUNDS,
  REPORT_REASONS,
  REPORT_SUBJECT_TYPES,
  type Transparency,
} from '@mietmatch/contract';
import { errorText } from '../../../lib/errors';
import { toastActionError } from '../../../lib/error-toast';
import { intlLocale } from '../../../lib/i18n';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTransparency, useTransparencyCsv } from '../api/transparency';
import { BarTable, type BarRow } from '../components/bar-table';
import { ModerationNav } from '../components/moderation-nav';
import { PeriodForm } from '../components/period-form';
import { isoDay, readPeriod } from '../queue-filters';

function rowsOf<K extends string>(keys: readonly K[], counts: Record<K, number>, label: (key: K) => string): BarRow[] {
  return keys.map((key) => ({ key, label: label(key), count: counts[key] }));
}

/** The single figures: totals, the median time to a decision, complaints and automatic flags. */
function KeyFigures({ data }: { data: Transparency }) {
  const { t, i18n } = useTranslation('moderation-admin');
  const locale = intlLocale(i18n.resolvedLanguage);
  const number = new Intl.NumberFormat(locale);
  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const figures = [
    { key: 'reports', value: number.format(data.reports.total) },
    { key: 'decisions', value: number.format(data.decisions.total) },
    {
      key: 'median',
      value:
        data.medianHoursToDecision === null
          ? '–'
          : t('transparency.hours', { value: hours.format(data.medianHoursToDecision) }),
    },
    {
      key: 'complaints',
      value: number.format(data.complaints.total),
      sub: t('transparency.reversed', { value: number.format(data.complaints.reversed) }),
    },
    {
      key: 'automated',
      value: number.format(data.automated.flags),
      sub: t('transparency.confirmed', { value: number.format(data.automated.confirmed) }),
    },
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map((figure) => (
        <Card key={figure.key} className="flex flex-col gap-1 p-4 last:max-sm:col-span-2">
          <dt className="text-sm text-muted-foreground">{t(`transparency.figures.${figure.key}`)}</dt>
          <dd className="text-2xl font-semibold tracking-tight tabular-nums">{figure.value}</dd>
          {'sub' in figure ? <dd className="text-xs text-muted-foreground">{figure.sub}</dd> : null}
        </Card>
      ))}
    </dl>
  );
}

/** /moderation/transparency: the figures of a period (DSA Art. 15/24) as tables, bars and CSV. */
export function TransparencyPage() {
  const { t } = useTranslation('moderation-admin');
  const [params, setParams] = useSearchParams();
  const { from, to } = readPeriod(params);
  const invalid = from > to;
  const figures = useTransparency(from, to, !invalid);
  const csv = useTransparencyCsv();
  const data = invalid ? undefined : figures.data;

  const onChange = (change: { from?: string; to?: string }) =>
    setParams((current) => {
      const next = { ...readPeriod(current), ...change };
      return new URLSearchParams(next);
    });
  const onDownload = () => csv.mutate({ from, to }, { onError: (error) => toastActionError(error) });

  return (
    <div className="flex flex-col gap-5">
      <ModerationNav />
      <p className="text-muted-foreground">{t('transparency.intro')}</p>
      <PeriodForm
        from={from}
        to={to}
        today={isoDay(new Date())}
        invalid={invalid}
        onChange={onChange}
        onDownload={onDownload}
        downloading={csv.isPending}
      />
      {figures.isError && !figures.data ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <span>{errorText(figures.error)}</span>
            <Button variant="outline" size="sm" onClick={() => void figures.refetch()}>
              {t('retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {!data && !figures.isError && !invalid ? (
        <div className="flex flex-col gap-4" aria-hidden="true">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-72" />
            ))}
          </div>
        </div>
      ) : null}
      {data ? (
        <>
          <KeyFigures data={data} />
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <BarTable
              title={t('transparency.byReason')}
              rows={rowsOf(REPORT_REASONS, data.reports.byReason, (key) => t(`reason.${key}`))}
            />
            <BarTable
              title={t('transparency.byKind')}
              rows={rowsOf(REPORT_SUBJECT_TYPES, data.reports.bySubjectType, (key) => t(`kind.${key}`))}
            />
            <BarTable
              title={t('transparency.byAction')}
              rows={rowsOf(MODERATION_ACTIONS, data.decisions.byAction, (key) => t(`action.${key}.label`))}
            />
            <BarTable
              title={t('transparency.byGround')}
              rows={rowsOf(MODERATION_GROUNDS, data.decisions.byGround, (key) => t(`ground.${key}.label`))}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
