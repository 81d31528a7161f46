import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Dices } from 'lucide-react';
import { criteriaOf, FAIR_CRITERIA, type FairCriterion, MAX_LOTTERY_COUNT } from '@mietmatch/contract';
import { ApiError } from '../../../lib/api-client';
import { toastActionError } from '../../../lib/error-toast';
import { uiLanguage } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDrawLottery, useLotteryDraws } from '../api/lottery';
import { DrawFacts, PastDraws } from './lottery-draws';
import '../i18n';
import { messageText } from '../../../lib/errors';

interface LotteryPanelProps {
  propertyId: string;
  /** The must-have criteria: the draw's, and the list's filter while `filtering`. */
  criteria: readonly FairCriterion[];
  onCriteriaChange: (next: FairCriterion[]) => void;
  filtering: boolean;
  onFilteringChange: (on: boolean) => void;
}

const validCount = (value: string) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_LOTTERY_COUNT;

/**
 * Fair selection's lottery: the landlord ticks the must-have criteria, says how many to invite, and
 * draws; the result shows who was drawn (by number), among whom, and the seed that decided it.
 */
export function LotteryPanel({
  propertyId,
  criteria,
  onCriteriaChange,
  filtering,
  onFilteringChange,
}: LotteryPanelProps) {
  const { t, i18n } = useTranslation('applications');
  const language = uiLanguage(i18n.resolvedLanguage);
  const ids = useId();
  const draws = useLotteryDraws(propertyId);
  const drawing = useDrawLottery(propertyId);
  const [count, setCount] = useState('3');
  const [countError, setCountError] = useState<string>();

  const toggle = (criterion: FairCriterion, on: boolean) =>
    onCriteriaChange(FAIR_CRITERIA.filter((c) => (c === criterion ? on : criteria.includes(c))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validCount(count)) return setCountError(messageText('lotteryCountInvalid', language));
    setCountError(undefined);
    drawing.mutate(
      { count: Number(count), criteria: criteriaOf(criteria) },
      {
        onSuccess: (draw) => toast.success(t('lottery.done', { count: draw.invited.length })),
        onError: (error) => {
          // Fair selection switched off meanwhile: the server names the field.
          const field = error instanceof ApiError ? (error.fields?.fairSelection ?? error.fields?.count) : undefined;
          if (field) toast.error(field);
          else toastActionError(error, language);
        },
      },
    );
  };

  const latest = drawing.data;
  const earlier = (draws.data?.items ?? []).filter((d) => d.drawId !== latest?.drawId);
  return (
    <Card role="region" aria-labelledby={`${ids}-title`} className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-col gap-1">
        <h3 id={`${ids}-title`} className="flex items-center gap-2 font-semibold">
          <Dices className="size-5 text-primary" aria-hidden="true" />
          {t('lottery.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('lottery.intro')}</p>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('lottery.criteriaLegend')}</legend>
          {FAIR_CRITERIA.map((criterion) => (
            <div key={criterion} className="flex items-center gap-2">
              <Checkbox
                id={`${ids}-${criterion}`}
                checked={criteria.includes(criterion)}
                onCheckedChange={(checked) => toggle(criterion, checked === true)}
              />
              <Label htmlFor={`${ids}-${criterion}`} className="font-normal">
                {t(`lottery.criteria.${criterion}`)}
              </Label>
            </div>
          ))}
          <div className="mt-1 flex items-center gap-2 border-t pt-3">
            <Checkbox
              id={`${ids}-filter`}
              checked={filtering}
              onCheckedChange={(checked) => onFilteringChange(checked === true)}
            />
            <Label htmlFor={`${ids}-filter`} className="font-normal">
              {t('lottery.filter')}
            </Label>
          </div>
        </fieldset>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-count`}>{t('lottery.count')}</Label>
            <Input
              id={`${ids}-count`}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_LOTTERY_COUNT}
              className="sm:w-32"
              value={count}
              onChange={(e) => setCount(e.target.value)}
              aria-invalid={countError ? true : undefined}
              aria-describedby={`${ids}-count-hint`}
            />
          </div>
          <Button type="submit" busy={drawing.isPending} disabled={drawing.isPending}>
            {drawing.isPending ? t('lottery.drawing') : t('lottery.submit')}
          </Button>
        </div>
        <p
          id={`${ids}-count-hint`}
          className={countError ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
        >
          {countError ?? t('lottery.hint')}
        </p>
      </form>
      <div aria-live="polite" className="flex flex-col gap-2">
        {latest ? (
          <section aria-labelledby={`${ids}-result`} className="rounded-lg border border-success/40 bg-success/8 p-3">
            <h4 id={`${ids}-result`} className="mb-2 text-sm font-semibold">
              {t('lottery.result')}
            </h4>
            <DrawFacts draw={latest} />
          </section>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold">{t('lottery.past')}</h4>
        {draws.isPending ? <Skeleton className="h-9 w-full" /> : <PastDraws draws={earlier} />}
      </div>
    </Card>
  );
}
