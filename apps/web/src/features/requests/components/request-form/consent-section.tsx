import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/utils';
import { Card, CardContent } from '../../../../components/ui/card';
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
