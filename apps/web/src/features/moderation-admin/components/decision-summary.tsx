import { useTranslation } from 'react-i18next';
import { Bot, Gavel, Undo2 } from 'lucide-react';
import type { Decision } from '@mietmatch/contract';
import { formatDate } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { Badge } from '../../../components/ui/badge';

/** A decision as an admin reads it back: action, ground with its law or clause, the facts, when. */
export function DecisionSummary({ decision, className }: { decision: Decision; className?: string }) {
  const { t, i18n } = useTranslation('moderation-admin');
  const language = i18n.resolvedLanguage ?? 'de';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group inside a card, not a form (a region would repeat its landmark name in every card)
    <div
      role="group"
      aria-label={t('decision.label')}
      className={cn('flex flex-col gap-2 rounded-lg border p-4', className)}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Gavel className="size-4 text-primary" aria-hidden="true" />
        <span className="font-semibold">{t(`action.${decision.action}.label`)}</span>
        <span className="text-xs text-muted-foreground">
          {t('decision.on', { date: formatDate(decision.createdAt, language) })}
        </span>
        {decision.automatedDetection ? (
          <Badge variant="warning">
            <Bot className="size-3" aria-hidden="true" />
            {t('signals.short')}
          </Badge>
        ) : null}
        {decision.reversedAt ? (
          <Badge variant="secondary">
            <Undo2 className="size-3" aria-hidden="true" />
            {t('decision.reversed', { date: formatDate(decision.reversedAt, language) })}
          </Badge>
        ) : null}
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">{t('decision.ground')}</dt>
        <dd>
          {decision.ground ? t(`ground.${decision.ground}.label`) : t('decision.noGround')}
          {decision.groundDetail ? <span className="text-muted-foreground"> — {decision.groundDetail}</span> : null}
        </dd>
        <dt className="text-muted-foreground">{t('decision.statement')}</dt>
        <dd className="whitespace-pre-line break-words leading-relaxed">{decision.statement ?? '–'}</dd>
      </dl>
    </div>
  );
}
