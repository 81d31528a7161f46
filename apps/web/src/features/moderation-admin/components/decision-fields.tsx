import { useId } from 'react';
import { Controller, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MODERATION_GROUNDS, type ReportSubjectType } from '@mietmatch/contract';
import { fieldText } from '../../../lib/errors';
import { uiLanguage } from '../../../lib/i18n';
import { Checkbox } from '../../../components/ui/checkbox';
import { labelIdOf } from '../../../components/ui/label';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { actionsFor, type DecisionFormValues } from './decision-form';
import { RadioCard } from './statement-field';

type Form = UseFormReturn<DecisionFormValues>;
const fieldsetClass = 'flex flex-col gap-2';
const legendClass = 'mb-2 text-sm font-medium leading-none';
const errorClass = 'text-sm font-medium text-destructive';

/** The actions this kind of item allows; warn and suspend name the owner they act on. */
export function ActionFields({ form, type, ownerName }: { form: Form; type: ReportSubjectType; ownerName: string }) {
  const { t, i18n } = useTranslation('moderation-admin');
  const error = form.formState.errors.action;
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t('form.action')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {actionsFor(type).map((value) => (
          <RadioCard
            key={value}
            registration={form.register('action')}
            value={value}
            label={t(`action.${value}.label`)}
            description={t(`action.${value}.hint`, { name: ownerName })}
            tone={value === 'suspend' || value === 'remove' ? 'destructive' : 'default'}
          />
        ))}
      </div>
      {error ? <p className={errorClass}>{fieldText(error.message, uiLanguage(i18n.resolvedLanguage))}</p> : null}
    </fieldset>
  );
}

/** Illegal content under a named law, or a named clause of the terms. */
export function GroundFields({ form }: { form: Form }) {
  const { t, i18n } = useTranslation('moderation-admin');
  const language = uiLanguage(i18n.resolvedLanguage);
  const id = useId();
  const errors = form.formState.errors;
  const ground = form.watch('ground');
  return (
    <fieldset className={fieldsetClass} aria-describedby={errors.ground ? `${id}-error` : undefined}>
      <legend className={legendClass}>
        {t('form.ground')}
        <span aria-hidden="true" className="text-destructive">
          {' '}
          *
        </span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {MODERATION_GROUNDS.map((value) => (
          <RadioCard
            key={value}
            registration={form.register('ground')}
            value={value}
            label={t(`ground.${value}.label`)}
            description={t(`ground.${value}.hint`)}
          />
        ))}
      </div>
      {errors.ground ? (
        <p id={`${id}-error`} className={errorClass}>
          {fieldText(errors.ground.message, language)}
        </p>
      ) : null}
      {ground ? (
        <FormField
          className="mt-2"
          label={t(`ground.${ground}.detail`)}
          required
          error={fieldText(errors.groundDetail?.message, language)}
        >
          <Input placeholder={t(`ground.${ground}.placeholder`)} maxLength={500} {...form.register('groundDetail')} />
        </FormField>
      ) : null}
    </fieldset>
  );
}

/** Only with a dismissal: the reports were manifestly unfounded (counts towards misuse). */
export function UnfoundedField({ control }: { control: Control<DecisionFormValues> }) {
  const { t } = useTranslation('moderation-admin');
  const id = useId();
  return (
    <Controller
      control={control}
      name="unfounded"
      render={({ field }) => (
        <div className="flex items-start gap-3 rounded-lg border p-3">
          <Checkbox
            id={id}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            className="mt-0.5"
          />
          <div className="flex flex-col gap-0.5">
            <label id={labelIdOf(id)} htmlFor={id} className="cursor-pointer text-sm font-medium">
              {t('form.unfounded')}
            </label>
            <p className="text-xs leading-relaxed text-muted-foreground">{t('form.unfoundedHint')}</p>
          </div>
        </div>
      )}
    />
  );
}
