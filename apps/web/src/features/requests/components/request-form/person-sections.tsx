import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INCOME_BANDS, RELATIONSHIP_STATUSES, REQUEST_STATUSES } from '@mietmatch/contract';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../textarea';
import { NumberInput, Section, useFieldError } from './form-parts';
import type { FormValues } from './form-values';
import { StagesNote } from './stages-note';

/** Who is looking: name, contact, work and income, nationality, relationship, the request's status, and who sees what. */
export function PersonSection() {
  const { t } = useTranslation(['requests', 'common']);
  const { register } = useFormContext<FormValues>();
  const error = useFieldError();
  return (
    <Section title={t('form.aboutYou')} description={t('form.aboutYouHint')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('fields.firstName')} error={error.of('firstName')} required>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label={t('fields.lastName')} error={error.of('lastName')} required>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
        <FormField label={t('fields.email')} error={error.of('email')} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label={t('fields.telephone')} error={error.of('telephone')} required>
          <Input type="tel" autoComplete="tel" {...register('telephone')} />
        </FormField>
        <FormField label={t('fields.nationality')} error={error.of('nationality')} hint={t('hints.neverToLandlords')}>
          <Input {...register('nationality')} />
        </FormField>
        <FormField label={t('fields.profession')} error={error.of('profession')}>
          <Input autoComplete="organization-title" {...register('profession')} />
        </FormField>
        <FormField label={t('fields.employer')} error={error.of('employer')}>
          <Input autoComplete="organization" {...register('employer')} />
        </FormField>
        <FormField label={t('fields.incomeBand')} error={error.of('incomeBand')} hint={t('hints.incomeBand')}>
          <Select {...register('incomeBand')}>
            <option value="">{t('incomeBands.none')}</option>
            {INCOME_BANDS.map((band) => (
              <option key={band} value={band}>
                {t(`incomeBands.${band}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('fields.relationshipStatus')}
          error={error.of('relationshipStatus')}
          hint={t('hints.neverToLandlords')}
        >
          <Select {...register('relationshipStatus')}>
            {RELATIONSHIP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`common:relationship.${status}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('fields.status')} error={error.of('status')} hint={t('hints.status')}>
          <Select {...register('status')}>
            {REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <StagesNote />
    </Section>
  );
}

/** Residents, children, vehicles and pets. */
export function HouseholdSection() {
  const { t } = useTranslation('requests');
  const { register } = useFormContext<FormValues>();
  const error = useFieldError();
  return (
    <Section title={t('form.household')} description={t('form.householdHint')}>
      <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
        <NumberInput name="numberOfResidents" label={t('fields.numberOfResidents')} />
        <NumberInput name="numberOfChildren" label={t('fields.numberOfChildren')} />
        <NumberInput name="numberOfVehicles" label={t('fields.numberOfVehicles')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('fields.childrenInfo')} error={error.of('childrenInfo')}>
          <Textarea rows={2} placeholder={t('placeholders.childrenInfo')} {...register('childrenInfo')} />
        </FormField>
        <FormField label={t('fields.animalsInfo')} error={error.of('animalsInfo')}>
          <Textarea rows={2} placeholder={t('placeholders.animalsInfo')} {...register('animalsInfo')} />
        </FormField>
      </div>
    </Section>
  );
}

/** Where the tenant lives now, and notes for the landlord. */
export function CurrentAddressSection() {
  const { t } = useTranslation('requests');
  const { register } = useFormContext<FormValues>();
  const error = useFieldError();
  return (
    <Section title={t('form.currentAddress')} description={t('form.currentAddressHint')}>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <FormField label={t('fields.currentPostalCode')} error={error.of('currentPostalCode')}>
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...register('currentPostalCode')} />
        </FormField>
        <FormField label={t('fields.currentAddress')} error={error.of('currentAddress')}>
          <Input autoComplete="address-line1" {...register('currentAddress')} />
        </FormField>
      </div>
      <FormField label={t('fields.notes')} error={error.of('notes')}>
        <Textarea rows={3} placeholder={t('placeholders.notes')} {...register('notes')} />
      </FormField>
    </Section>
  );
}
