import { useRef } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { PROPERTY_TYPES, REQUEST_FLAGS } from '@mietmatch/contract';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';
import { AreaPicker, type AreaValue } from '../../../areas';
import { Textarea } from '../textarea';
import { CheckField, NumberInput, Section, useFieldError } from './form-parts';
import type { FormValues } from './form-values';

/**
 * The size wished for, or "no size wish": the API reads 0 m² as none. While ticked the field is shown
 * empty and disabled (a plain input, so the form keeps the 0); unticked it gets back what was there.
 */
function SizeField() {
  const { t } = useTranslation('requests');
  const { watch, setValue } = useFormContext<FormValues>();
  const noWish = watch('squareMeters') === '0';
  const before = useRef('200');
  return (
    <div className="flex flex-col gap-2">
      {noWish ? (
        <FormField label={t('fields.squareMeters')}>
          <Input type="number" disabled readOnly value="" />
        </FormField>
      ) : (
        <NumberInput name="squareMeters" label={t('fields.squareMeters')} />
      )}
      <CheckField
        label={t('fields.noSizeWish')}
        checked={noWish}
        onChange={(checked) => {
          if (checked) before.current = watch('squareMeters') || '200';
          setValue('squareMeters', checked ? '0' : before.current, { shouldDirty: true, shouldValidate: true });
        }}
      />
    </div>
  );
}

/** The home wished for: type, size, price and the yes/no features of the contract's list. */
export function WishesSection() {
  const { t } = useTranslation('requests');
  const { register, control } = useFormContext<FormValues>();
  const error = useFieldError();
  return (
    <Section title={t('form.wishes')} description={t('form.wishesHint')}>
      <div className="grid grid-cols-2 gap-5 lg:grid-cols-3">
        <FormField
          label={t('fields.propertyType')}
          className="col-span-2 sm:col-span-1"
          error={error.of('propertyType')}
        >
          <Select {...register('propertyType')}>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`propertyType.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <NumberInput name="requiredRooms" label={t('fields.requiredRooms')} />
        <NumberInput name="numberOfBathrooms" label={t('fields.numberOfBathrooms')} />
        <SizeField />
        <NumberInput name="maxPrice" label={t('fields.maxPrice')} hint={t('hints.maxPrice')} />
        <NumberInput name="additionalCost" label={t('fields.additionalCost')} hint={t('hints.additionalCost')} />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium">{t('form.features')}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {REQUEST_FLAGS.map((flag) => (
            <Controller
              key={flag}
              control={control}
              name={flag}
              render={({ field }) => (
                <CheckField label={t(`fields.${flag}`)} checked={field.value} onChange={field.onChange} />
              )}
            />
          ))}
        </div>
      </fieldset>
      <FormField label={t('fields.residentialPreferences')} error={error.of('residentialPreferences')}>
        <Textarea
          rows={3}
          placeholder={t('placeholders.residentialPreferences')}
          {...register('residentialPreferences')}
        />
      </FormField>
    </Section>
  );
}

interface TargetAreaSectionProps {
  /** The target town's state, kept beside the form: it tells same-named towns apart. */
  targetState: string | undefined;
  onTargetState: (state: string | undefined) => void;
}

/** The town, its postal codes, the radius, and streets the tenant would like. */
export function TargetAreaSection({ targetState, onTargetState }: TargetAreaSectionProps) {
  const { t } = useTranslation('requests');
  const { register, control, watch, setValue, formState } = useFormContext<FormValues>();
  const { errors } = formState;
  const error = useFieldError();
  const addresses = useFieldArray({ control, name: 'targetAddress' });
  const area: AreaValue = {
    city: watch('targetCity'),
    state: targetState,
    postalCodes: watch('targetPostalCode'),
    radius: Number(watch('radius')) || 0,
  };
  const setArea = (next: AreaValue) => {
    onTargetState(next.state);
    setValue('targetCity', next.city, { shouldDirty: true, shouldValidate: Boolean(errors.targetCity) });
    setValue('targetPostalCode', next.postalCodes, {
      shouldDirty: true,
      shouldValidate: Boolean(errors.targetPostalCode),
    });
    setValue('radius', String(next.radius), { shouldDirty: true });
  };
  // A bad postal code reports on its list entry rather than on the list.
  const firstCode = (errors.targetPostalCode as unknown as { [k: number]: { message?: string } } | undefined)?.[0];
  const areaError = error.text(errors.targetCity?.message ?? errors.targetPostalCode?.message ?? firstCode?.message);
  return (
    <Section title={t('form.targetArea')} description={t('form.targetAreaHint')}>
      <AreaPicker value={area} onChange={setArea} cityError={areaError} required layout="row" idPrefix="target-area" />
      <div className="flex flex-col gap-3">
        <Label>{t('fields.targetAddress')}</Label>
        <p className="-mt-1 text-xs text-muted-foreground">{t('hints.targetAddress')}</p>
        {addresses.fields.map((entry, index) => (
          <div key={entry.id} className="flex items-center gap-2">
            <Input
              aria-label={t('fields.targetAddressN', { n: index + 1 })}
              placeholder={t('placeholders.targetAddress')}
              {...register(`targetAddress.${index}.value`)}
            />
            {addresses.fields.length > 1 ? (
              <Button
                variant="ghost"
                size="icon"
                onClick={() => addresses.remove(index)}
                aria-label={t('form.removeAddress', { n: index + 1 })}
              >
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ))}
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => addresses.append({ value: '' })}
          disabled={addresses.fields.length >= 10}
        >
          <Plus aria-hidden="true" />
          {t('form.addAddress')}
        </Button>
      </div>
    </Section>
  );
}
