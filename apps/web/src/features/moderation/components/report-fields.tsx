import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MODERATION_RULES, REPORT_REASONS } from '@mietmatch/contract';
import '../i18n';
import { intlLocale, uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { Checkbox } from '../../../components/ui/checkbox';
import { labelIdOf } from '../../../components/ui/label';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';

/*
 * The three fields every report has, wherever it is made (the dialog beside an item, the public
 * /report page): the reason, the explanation with its counter, and the good-faith confirmation.
 * Error texts arrive translated.
 */

export function ReasonField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation('moderation');
  return (
    <FormField label={t('report.reason')} error={error} required>
      <Select defaultValue="" {...registration}>
        <option value="" disabled>
          {t('report.reasonPlaceholder')}
        </option>
        {REPORT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`report.reasons.${reason}`)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return (
    <textarea
      ref={ref}
      rows={5}
      className={cn(inputClasses, 'h-auto min-h-28 resize-y py-2 leading-relaxed', className)}
      {...props}
    />
  );
});

/** A long text with the live "123 / 5,000" counter beneath it; also the complaint's explanation. */
export function ExplanationField({
  label,
  hint,
  registration,
  length,
  error,
}: {
  label: string;
  hint?: string;
  registration: UseFormRegisterReturn;
  length: number;
  error?: string;
}) {
  const { t, i18n } = useTranslation('moderation');
  const number = (n: number) => new Intl.NumberFormat(intlLocale(uiLanguage(i18n.resolvedLanguage))).format(n);
  const max = MODERATION_RULES.explanationMax;
  const counter = t('report.counter', { length: number(length), max: number(max) });
  return (
    <div className="flex flex-col gap-1">
      <FormField label={label} hint={hint} error={error} required>
        <Textarea {...registration} />
      </FormField>
      <p
        aria-live="polite"
        className={cn(
          'self-end text-xs tabular-nums text-muted-foreground',
          length > max && 'font-medium text-destructive',
        )}
      >
        {counter}
      </p>
    </div>
  );
}

export function GoodFaithField({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation('moderation');
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(value) => onChange(value === true)}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5"
        />
        <label id={labelIdOf(id)} htmlFor={id} className="cursor-pointer text-sm leading-relaxed">
          {t('report.goodFaith')}
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
