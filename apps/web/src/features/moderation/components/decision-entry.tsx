import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Gavel, Landmark, MessageSquareWarning, Scale, Undo2 } from 'lucide-react';
import type { Decision } from '@mietmatch/contract';
import '../i18n';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { cn } from '../../../lib/utils';
import { Badge } from '../../../components/ui/badge';
import { ComplaintDialog } from './complaint-dialog';

const ACTION_TONE = {
  dismiss: 'secondary',
  remove: 'destructive',
  restrict: 'warning',
  warn: 'warning',
  suspend: 'destructive',
} as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The complaint's state: under review, or its outcome with the reviewer's statement. */
function ComplaintState({ complaint }: { complaint: NonNullable<Decision['complaint']> }) {
  const { t, i18n } = useTranslation('moderation');
  const language = uiLanguage(i18n.resolvedLanguage);
  const text =
    complaint.status === 'open'
      ? t('decisions.complaintOpen', { date: formatDate(complaint.createdAt, language) })
      : complaint.outcome === 'reversed'
        ? t('decisions.complaintReversed')
        : t('decisions.complaintUpheld');
  return (
    <div className="rounded-lg border bg-muted/40 px-4 py-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <MessageSquareWarning className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {text}
      </p>
      {complaint.statement ? (
        <p className="mt-1 whitespace-pre-line text-muted-foreground">{complaint.statement}</p>
      ) : null}
    </div>
  );
}

/** Redress (DSA Art. 17(3)(f)): the internal complaint with its deadline, dispute settlement, the courts. */
function Redress({ decision, what }: { decision: Decision; what: string }) {
  const { t, i18n } = useTranslation('moderation');
  const language = uiLanguage(i18n.resolvedLanguage);
  const until = formatDate(decision.complaintUntil, language);
  const open = new Date(decision.complaintUntil).getTime() > Date.now();
  return (
    <section aria-label={t('decisions.redress')} className="flex flex-col gap-2 text-sm">
      <h4 className="font-medium">{t('decisions.redress')}</h4>
      <ul className="flex flex-col gap-2">
        <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <span className="flex gap-2">
            <MessageSquareWarning className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {open || decision.canComplain
              ? t('decisions.redressComplaint', { date: until })
              : t('decisions.redressOver', { date: until })}
          </span>
          {decision.canComplain ? <ComplaintDialog decisionId={decision.id} what={what} /> : null}
        </li>
        <li className="flex gap-2">
          <Scale className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {t('decisions.redressDispute')}
        </li>
        <li className="flex gap-2">
          <Landmark className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {t('decisions.redressCourts')}
        </li>
      </ul>
    </section>
  );
}

/**
 * One statement of reasons (DSA Art. 17) as its reader sees it, at `#decision-<id>`: the owner reads
 * the facts; a reporter reads the outcome of their report (action and ground, never the facts).
 */
export function DecisionEntry({ decision, highlighted }: { decision: Decision; highlighted: boolean }) {
  const { t, i18n } = useTranslation('moderation');
  const language = uiLanguage(i18n.resolvedLanguage);
  const kind = t(`kinds.${decision.subject.type}`);
  const title = decision.subject.title ?? decision.subject.excerpt ?? t('decisions.gone');
  const what = `${kind}: ${title}`;
  const reporter = decision.role === 'reporter';
  const heading = reporter
    ? decision.reportReference
      ? richText(t('decisions.outcomeOf', { reference: decision.reportReference }), {
          ref: (text) => <span className="whitespace-nowrap">{text}</span>,
        })
      : t('decisions.outcome')
    : what;
  const ground = decision.ground
    ? t(`decisions.grounds.${decision.ground}`, { detail: decision.groundDetail ?? '' })
    : t('decisions.noGround');

  return (
    <article
      id={`decision-${decision.id}`}
      aria-labelledby={`decision-${decision.id}-title`}
      className={cn(
        'flex scroll-mt-24 flex-col gap-4 border-t px-6 py-5',
        highlighted && 'bg-primary/5 ring-2 ring-primary/40 ring-inset',
      )}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h3 id={`decision-${decision.id}-title`} className="flex items-start gap-2 font-semibold">
          <Gavel className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="[overflow-wrap:anywhere]">{heading}</span>
        </h3>
        <div className="flex flex-wrap gap-1.5 pl-6 sm:pl-0">
          <Badge variant={ACTION_TONE[decision.action]}>{t(`decisions.actions.${decision.action}`)}</Badge>
          {decision.reversedAt ? (
            <Badge variant="success">
              <Undo2 className="size-3" aria-hidden="true" />
              {t('decisions.reversed', { date: formatDate(decision.reversedAt, language) })}
            </Badge>
          ) : null}
        </div>
      </div>
      <dl className="flex flex-col gap-2 text-sm">
        {reporter ? <Fact label={t('decisions.what')}>{what}</Fact> : null}
        <Fact label={t('decisions.action')}>{t(`decisions.actions.${decision.action}`)}</Fact>
        <Fact label={t('decisions.date')}>{formatDate(decision.createdAt, language)}</Fact>
        {decision.statement ? <Fact label={t('decisions.facts')}>{decision.statement}</Fact> : null}
        <Fact label={t('decisions.ground')}>{ground}</Fact>
        <Fact label={t('decisions.automated')}>
          {decision.automatedDetection ? t('decisions.automatedYes') : t('decisions.automatedNo')}
        </Fact>
      </dl>
      {decision.complaint ? <ComplaintState complaint={decision.complaint} /> : null}
      {/* A reversed decision needs no redress; a reporter may complain only about a dismissal. */}
      {decision.reversedAt || (reporter && !decision.canComplain) ? null : <Redress decision={decision} what={what} />}
    </article>
  );
}
