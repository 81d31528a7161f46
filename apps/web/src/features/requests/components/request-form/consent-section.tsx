import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/utils';
import { Card, CardContent } from '../../../../components/ui/card';
import { Label } from '../../../../components/ui/label';
import { Switch } from '../../../../components/ui/switch';
import { CheckField, Section, useFieldError } from './form-parts';
import type { FormValues } from './form-values';

/** Whether every landlord may see the files, and the consent the request cannot be saved without. */
export function ConsentSection() {
  const { t } = useTranslation('requests');
  const { control, formState } = useFormContext<FormValues>();
  const error = useFieldError();
  const invalid = Boolean(formState.errors.consent);
  const consentLabel = (
    <>
      {t('fields.consent')}{' '}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
    </>
  );
  return (
    <>
      <Section title={t('form.release')} description={t('form.releaseHint')}>
        <Controller
          control={control}
          name="allowedFileView"
          render={({ field }) => (
            <CheckField
              label={t('fields.allowedFileView')}
              hint={t('hints.allowedFileView')}
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </Section>
      <Card className={cn(invalid && 'border-destructive/60')}>
        <CardContent className="flex flex-col gap-2 pt-6">
          <Controller
            control={control}
            name="consent"
            render={({ field }) => (
              <CheckField label={consentLabel} checked={field.value} onChange={field.onChange} invalid={invalid} />
            )}
          />
          {invalid ? <p className="pl-7 text-sm font-medium text-destructive">{error.of('consent')}</p> : null}
        </CardContent>
      </Card>
    </>
  );
}

/** A published request is a standing search: its owner hears of new matching listings unless switched off. */
export function AlertsSection() {
  const { t } = useTranslation('requests');
  const { control } = useFormContext<FormValues>();
  const id = useId();
  return (
    <Section title={t('form.alerts')} description={t('form.alertsHint')}>
      <Controller
        control={control}
        name="alertsEnabled"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <Label htmlFor={id} className="cursor-pointer leading-snug">
                {t('fields.alertsEnabled')}
              </Label>
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {t('hints.alertsEnabled')}
              </p>
            </div>
            <Switch id={id} checked={field.value} onCheckedChange={field.onChange} aria-describedby={`${id}-hint`} />
          </div>
        )}
      />
    </Section>
  );
}
