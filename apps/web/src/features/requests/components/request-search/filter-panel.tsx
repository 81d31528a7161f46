import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROPERTY_TYPES } from '@mietmatch/contract';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { AreaPicker, type AreaValue } from '../../../areas';
import { FLAG_FILTERS, NUMBER_FILTERS, type FilterValues } from './search-state';

type NumberFilter = (typeof NUMBER_FILTERS)[number];

interface FilterPanelProps {
  value: FilterValues;
  onChange: (changes: Partial<FilterValues>) => void;
  idPrefix: string;
  cityError?: string;
}

const numbersOf = (value: FilterValues) =>
  Object.fromEntries(NUMBER_FILTERS.map((name) => [name, value[name]])) as Record<NumberFilter, string>;

/**
 * Area (a town is required), limits, type and household; every choice applies at once (numbers on leaving
 * the field or Enter), as in "Search For Property".
 */
export function FilterPanel({ value, onChange, idPrefix, cityError }: FilterPanelProps) {
  const { t } = useTranslation('requests');
  const [numbers, setNumbers] = useState(() => numbersOf(value));
  const shownNumbers = NUMBER_FILTERS.map((name) => value[name]).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the numbers in the address are the trigger
  useEffect(() => setNumbers(numbersOf(value)), [shownNumbers]);
  const commitNumbers = () => {
    const changed = NUMBER_FILTERS.filter((name) => numbers[name] !== value[name]);
    if (changed.length) onChange(Object.fromEntries(changed.map((name) => [name, numbers[name]])));
  };
  const area: AreaValue = {
    city: value.city,
    state: value.state || undefined,
    postalCodes: value.postalCodes ? value.postalCodes.split(',') : [],
    radius: Number(value.radius) || 0,
  };
  const setArea = (next: AreaValue) =>
    onChange({
      city: next.city,
      state: next.city ? (next.state ?? '') : '',
      postalCodes: next.postalCodes.join(','),
      radius: String(next.radius),
    });
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        commitNumbers();
      }}
    >
      <AreaPicker value={area} onChange={setArea} cityError={cityError} required idPrefix={`${idPrefix}-area`} />
      <div className="grid grid-cols-2 items-end gap-4">
        {NUMBER_FILTERS.map((name) => (
          <FormField
            key={name}
            label={t(`search.${name}`)}
            hint={name === 'maxPrice' ? t('search.maxPriceHint') : undefined}
            className={name === 'maxPrice' ? 'col-span-2' : ''}
          >
            <Input
              id={`${idPrefix}-${name}`}
              type="number"
              min={0}
              inputMode="numeric"
              placeholder={t('search.any')}
              value={numbers[name]}
              onChange={(event) => setNumbers((n) => ({ ...n, [name]: event.target.value }))}
              onBlur={commitNumbers}
            />
          </FormField>
        ))}
      </div>
      <FormField label={t('fields.propertyType')}>
        <Select
          id={`${idPrefix}-propertyType`}
          value={value.propertyType}
          onChange={(e) => onChange({ propertyType: e.target.value })}
        >
          <option value="">{t('search.any')}</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`propertyType.${type}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium">{t('form.household')}</legend>
        {FLAG_FILTERS.map((flag) => (
          <div key={flag} className="flex items-center justify-between gap-3">
            <label htmlFor={`${idPrefix}-${flag}`} className="text-sm">
              {t(`search.${flag}`)}
            </label>
            <Select
              id={`${idPrefix}-${flag}`}
              className="h-9 w-28"
              value={value[flag]}
              onChange={(e) => onChange({ [flag]: e.target.value })}
            >
              <option value="">{t('search.any')}</option>
              <option value="true">{t('search.yes')}</option>
              <option value="false">{t('search.no')}</option>
            </Select>
          </div>
        ))}
      </fieldset>
      {/* Enter in a number field applies it; the pointer applies on leaving the field. */}
      <button type="submit" className="sr-only" tabIndex={-1}>
        {t('search.applyFilters')}
      </button>
    </form>
  );
}
