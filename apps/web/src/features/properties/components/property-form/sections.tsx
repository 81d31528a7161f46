import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ENERGY_CERTIFICATE_TYPES,
  ENERGY_EFFICIENCY_CLASSES,
  PROPERTY_FLAGS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from '@mietmatch/contract';
import { cn } from '../../../../lib/utils';
import { Checkbox } from '../../../../components/ui/checkbox';
import { FormField } from '../../../../components/ui/form-field';
import { inputClasses } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Switch } from '../../../../components/ui/switch';
import { AddressPicker } from '../../../areas';
import { Section, TextInput, useFieldError } from './form-parts';
import type { FormInput } from './form-values';
import { labelIdOf } from '../../../../components/ui/label';

export function ContactSection() {
  const { t } = useTranslation('properties');
  return (
    <Section title={t('form.contact')} description={t('form.contactHint')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput name="firstName" label={t('form.firstName')} required autoComplete="given-name" />
        <TextInput name="lastName" label={t('form.lastName')} required autoComplete="family-name" />
        <TextInput name="email" label={t('form.email')} required type="email" autoComplete="email" />
        <TextInput name="phoneNumber" label={t('form.phoneNumber')} required type="tel" autoComplete="tel" />
      </div>
    </Section>
  );
}

export function ListingSection() {
  const { t } = useTranslation('properties');
  const { register } = useFormContext<FormInput>();
  const err = useFieldError();
  return (
    <Section title={t('form.listing')}>
      <TextInput name="title" label={t('form.title')} required placeholder={t('form.titlePlaceholder')} />
      <FormField label={t('form.description')} error={err('description')}>
        <textarea
          id="property-description"
          rows={6}
          className={cn(inputClasses, 'h-auto min-h-32')}
          placeholder={t('form.descriptionPlaceholder')}
          {...register('description')}
        />
      </FormField>
      <FormField label={t('form.propertyType')} error={err('propertyType')} className="sm:max-w-xs">
        <Select id="property-propertyType" {...register('propertyType')}>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </Select>
      </FormField>
    </Section>
  );
}

export function AddressSection() {
  const { t } = useTranslation('properties');
  const { control, watch, setValue } = useFormContext<FormInput>();
  const err = useFieldError();
  return (
    <Section title={t('form.addressSection')} description={t('form.addressHint')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="postalCode"
          render={({ field }) => (
            <AddressPicker
              id="property-postalCode"
              required
              value={{
                postalCode: String(field.value ?? ''),
                city: String(watch('city') ?? ''),
                state: String(watch('state') ?? ''),
              }}
              error={err('postalCode')}
              onChange={(next) => {
                field.onChange(next.postalCode);
                setValue('city', next.city, { shouldDirty: true });
                setValue('state', next.state, { shouldDirty: true });
                field.onBlur();
              }}
            />
          )}
        />
        <TextInput name="address" label={t('form.address')} required autoComplete="address-line1" />
      </div>
      <Controller
        control={control}
        name="hideExactAddress"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox
              id="property-hideExactAddress"
              className="mt-0.5"
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-describedby="property-hideExactAddress-hint"
            />
            <div className="flex flex-col gap-1">
              <label
                id={labelIdOf('property-hideExactAddress')}
                htmlFor="property-hideExactAddress"
                className="text-sm font-medium leading-none"
              >
                {t('form.hideExactAddress')}
              </label>
              <p id="property-hideExactAddress-hint" className="text-sm text-muted-foreground">
                {t('form.hideExactAddressHint')}
              </p>
            </div>
          </div>
        )}
      />
    </Section>
  );
}

export function FactsSection() {
  const { t } = useTranslation('properties');
  return (
    <Section title={t('form.facts')}>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextInput name="numberOfRooms" label={t('form.numberOfRooms')} type="number" inputMode="decimal" />
        <TextInput name="numberOfBathrooms" label={t('form.numberOfBathrooms')} type="number" inputMode="numeric" />
        <TextInput name="squareMeters" label={t('form.squareMeters')} type="number" inputMode="decimal" />
      </div>
    </Section>
  );
}

/** One switch per flag of the contract's list. */
export function FeaturesSection() {
  const { t } = useTranslation('properties');
  const { control } = useFormContext<FormInput>();
  return (
    <Section title={t('form.featuresSection')}>
      <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {PROPERTY_FLAGS.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4 rounded-lg border px-4 py-3">
                <label id={labelIdOf(`property-${name}`)} htmlFor={`property-${name}`} className="text-sm font-medium">
                  {t(`features.${name}`)}
                </label>
                <Switch
                  id={`property-${name}`}
                  checked={field.value === true}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </div>
            )}
          />
        ))}
      </div>
    </Section>
  );
}

export function EnergySection() {
  const { t } = useTranslation('properties');
  const { register } = useFormContext<FormInput>();
  const err = useFieldError();
  return (
    <Section title={t('form.energy')} description={t('form.energyHint')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('form.energyCertificateType')} error={err('energyCertificateType')}>
          <Select id="property-energyCertificateType" {...register('energyCertificateType')}>
            <option value="">{t('form.none')}</option>
            {ENERGY_CERTIFICATE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`certificateTypes.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <TextInput name="energyValue" label={t('form.energyValue')} type="number" inputMode="decimal" />
        <FormField label={t('form.energyEfficiencyClass')} error={err('energyEfficiencyClass')}>
          <Select id="property-energyEfficiencyClass" {...register('energyEfficiencyClass')}>
            <option value="">{t('form.none')}</option>
            {ENERGY_EFFICIENCY_CLASSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </FormField>
        <TextInput name="energySource" label={t('form.energySource')} placeholder={t('form.energySourcePlaceholder')} />
        <TextInput name="yearOfConstruction" label={t('form.yearOfConstruction')} type="number" inputMode="numeric" />
      </div>
    </Section>
  );
}

export function StatusSection() {
  const { t } = useTranslation('properties');
  const { register } = useFormContext<FormInput>();
  const err = useFieldError();
  return (
    <Section title={t('form.statusSection')}>
      <FormField label={t('form.status')} error={err('status')} hint={t('form.statusHint')} className="sm:max-w-xs">
        <Select id="property-status" {...register('status')}>
          {PROPERTY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('form.notes')} error={err('notes')} hint={t('form.notesHint')}>
        <textarea id="property-notes" rows={3} className={cn(inputClasses, 'h-auto min-h-20')} {...register('notes')} />
      </FormField>
    </Section>
  );
}
