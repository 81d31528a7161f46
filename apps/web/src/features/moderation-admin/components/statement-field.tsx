import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MODERATION_RULES } from '@mietmatch/contract';
import { cn } from '../../../lib/utils';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input';

/** The statement of facts: a textarea with a character counter and whom it reaches. */
export function StatementField({
  registration,
  length,
  error,
  hint,
  placeholder,
}: {
  registration: UseFormRegisterReturn;
  length: number;
  error?: string;
  hint: string;
  placeholder: string;
}) {
  const { t } = useTranslation('moderation-admin');
  const short = length < MODERATION_RULES.statementMin;
  return (
    <FormField
      label={t('form.statement')}
      required
      error={error}
      hint={
        <span className="flex items-start justify-between gap-3">
          <span>{hint}</span>
          <span className={cn('shrink-0 tabular-nums', short && 'text-warning')}>
            {t('form.counter', { count: length, max: MODERATION_RULES.statementMax })}
          </span>
        </span>
      }
    >
      <textarea
        rows={5}
        maxLength={MODERATION_RULES.statementMax}
        placeholder={placeholder}
        className={cn(inputClasses, 'h-auto min-h-28 resize-y leading-relaxed')}
        {...registration}
      />
    </FormField>
  );
}

/** A labelled native radio in a card: the whole card is the click target. */
export function RadioCard({
  registration,
  value,
  label,
  description,
  tone = 'default',
}: {
  registration: UseFormRegisterReturn;
  value: string;
  label: string;
  description?: string;
  tone?: 'default' | 'destructive';
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer gap-3 rounded-lg border bg-card p-3 transition-colors hover:bg-accent/50',
        'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        tone === 'destructive' && 'has-[:checked]:border-destructive has-[:checked]:bg-destructive/5',
      )}
    >
      <input type="radio" value={value} className="mt-0.5 size-4 shrink-0 accent-primary" {...registration} />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="text-sm font-medium">{label}</span>
        {description ? <span className="text-xs leading-relaxed text-muted-foreground">{description}</span> : null}
      </span>
    </label>
  );
}
