import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { uiLanguage } from '../../../../lib/i18n';
import { Button } from '../../../../components/ui/button';
import { formatEuros } from '../../../../components/listings/property-format';
import { Section, TextInput } from './form-parts';
import type { FormInput } from './form-values';

const amount = (text: unknown) => {
  const trimmed = String(text ?? '').trim();
  if (trimmed === '') return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/**
 * Warm rent = rent + additional cost, in the form's own notation ("1450", "1450.5"); null until both
 * are given, since a missing additional cost is not nothing.
 */
export function warmRentOf(rent: unknown, additionalCost: unknown): string | null {
  const r = amount(rent);
  const a = amount(additionalCost);
  if (r === null || a === null || r === 0) return null;
  return String(Math.round((r + a) * 100) / 100);
}

/**
 * Rent, additional cost and warm rent. The warm rent fills itself in as their sum and follows them
 * while it still is that sum; the specification keeps it an editable field of its own (a total
 * may include costs listed elsewhere), so a landlord may write another total and is then warned.
 */
export function CostsSection() {
  const { t, i18n } = useTranslation('properties');
  const language = uiLanguage(i18n.resolvedLanguage);
  const { watch, setValue, getValues } = useFormContext<FormInput>();
  const sum = warmRentOf(watch('rent'), watch('additionalCost'));
  const warmRent = String(watch('warmRent') ?? '').trim();
  // The sum the field was last filled with: while it still shows that, it is ours to update.
  const filled = useRef<string | null>(null);
  // Filling in a saved listing's missing total on opening is no change of the landlord's.
  const opening = useRef(true);
  useEffect(() => {
    const wasOpening = opening.current;
    opening.current = false;
    if (sum === null) return;
    const current = String(getValues('warmRent') ?? '').trim();
    if (current !== sum && (current === '' || current === filled.current))
      setValue('warmRent', sum, { shouldDirty: !wasOpening, shouldValidate: !wasOpening });
    filled.current = sum;
  }, [sum, getValues, setValue]);

  const differs = sum !== null && warmRent !== '' && amount(warmRent) !== Number(sum);
  const sumText = sum === null ? '' : formatEuros(Number(sum), language);
  return (
    <Section title={t('form.money')} description={t('form.moneyHint')}>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextInput name="rent" label={t('form.rent')} required type="number" inputMode="decimal" />
        <TextInput name="additionalCost" label={t('form.additionalCost')} type="number" inputMode="decimal" />
        <TextInput
          name="warmRent"
          label={t('form.warmRent')}
          type="number"
          inputMode="decimal"
          hint={sum !== null && !differs ? t('form.warmRentComputed') : undefined}
        />
      </div>
      <div aria-live="polite">
        {differs ? (
          <div className="flex items-start gap-2 rounded-md border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span>{t('form.warmRentMismatch', { amount: sumText })}</span>
              <Button
                variant="link"
                className="h-auto p-0 text-warning underline"
                onClick={() => setValue('warmRent', sum, { shouldDirty: true, shouldValidate: true })}
              >
                {t('form.warmRentUseSum', { amount: sumText })}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </Section>
  );
}
