import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../../components/ui/switch';
import { Section, TextInput } from './form-parts';
import type { FormInput } from './form-values';
import { labelIdOf } from '../../../../components/ui/label';

/**
 * Whether the listing takes applications, how many live ones at most, and whether it selects fairly
 * (applicants anonymous until invited, viewings drawn by lot). `ambiguous`: the listing
 * answered "not taking" while it has a limit, so the switch may be on with the limit reached.
 */
export function ApplicationsSection({ ambiguous }: { ambiguous: boolean }) {
  const { t } = useTranslation('properties');
  const { control } = useFormContext<FormInput>();
  return (
    <Section title={t('form.applications')} description={t('form.applicationsHint')}>
      <Controller
        control={control}
        name="applicationsOpen"
        render={({ field }) => (
          <div className="flex flex-col gap-1 rounded-lg border px-4 py-3">
            <div className="flex items-center justify-between gap-4">
              <label
                id={labelIdOf('property-applicationsOpen')}
                htmlFor="property-applicationsOpen"
                className="text-sm font-medium"
              >
                {t('form.applicationsOpen')}
              </label>
              <Switch
                id="property-applicationsOpen"
                checked={field.value === true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                aria-describedby={ambiguous ? 'property-applicationsOpen-hint' : undefined}
              />
            </div>
            {ambiguous ? (
              <p id="property-applicationsOpen-hint" className="text-xs text-muted-foreground">
                {t('form.applicationsFull')}
              </p>
            ) : null}
          </div>
        )}
      />
      <Controller
        control={control}
        name="fairSelection"
        render={({ field }) => (
          <div className="flex flex-col gap-1 rounded-lg border px-4 py-3">
            <div className="flex items-center justify-between gap-4">
              <label
                id={labelIdOf('property-fairSelection')}
                htmlFor="property-fairSelection"
                className="text-sm font-medium"
              >
                {t('form.fairSelection')}
              </label>
              <Switch
                id="property-fairSelection"
                checked={field.value === true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                aria-describedby="property-fairSelection-hint"
              />
            </div>
            <p id="property-fairSelection-hint" className="text-xs text-muted-foreground">
              {t('form.fairSelectionHint')}
            </p>
          </div>
        )}
      />
      <div className="sm:max-w-xs">
        <TextInput
          name="applicationLimit"
          label={t('form.applicationLimit')}
          type="number"
          inputMode="numeric"
          hint={t('form.applicationLimitHint')}
        />
      </div>
    </Section>
  );
}
