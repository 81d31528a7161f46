import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROPERTY_TYPES } from '@mietmatch/contract/constants';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { Map as MapIcon, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { AreaPicker } from '../../areas';
import { FLAG_FILTERS, NUMBER_FILTERS, type NumberFilter, type SearchState } from '../search-params';
import { labelIdOf } from '../../../components/ui/label';

interface FilterPanelProps {
  value: SearchState;
  onChange: (next: SearchState) => void;
  idPrefix: string;
}

/** Area (city required), limits, type and features; every change applies at once (numbers on leaving the field or Enter). */
export function FilterPanel({ value, onChange, idPrefix }: FilterPanelProps) {
  const { t } = useTranslation('properties');
  const [numbers, setNumbers] = useState(value.numbers);
  useEffect(() => setNumbers(value.numbers), [value.numbers]);
  const apply = (next: Partial<SearchState>) => onChange({ ...value, ...next, page: 1 });
  const commitNumbers = () => {
    if (NUMBER_FILTERS.some((name) => numbers[name] !== value.numbers[name])) apply({ numbers });
  };

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        commitNumbers();
      }}
    >
      {value.bbox ? (
        // After "In diesem Gebiet suchen" the map's box is the area: said here, where the town would be.
        <div className="flex items-start justify-between gap-2 rounded-md border bg-muted/40 py-2 pl-3 pr-1 text-sm">
          <div className="flex flex-col gap-0.5">
            <span className="flex items-center gap-2 font-medium">
              <MapIcon aria-hidden="true" className="size-4" />
              {t('map.boxFilter')}
            </span>
            <span className="text-muted-foreground">{t('map.boxFilterHint')}</span>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('map.removeBox')}
            onClick={() => apply({ bbox: null })}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <AreaPicker
        idPrefix={`${idPrefix}-area`}
        required
        value={{
          city: value.city,
          state: value.state || undefined,
          postalCodes: value.postalCodes,
          radius: value.radius,
        }}
        onChange={(area) =>
          apply({ city: area.city, state: area.state ?? '', postalCodes: area.postalCodes, radius: area.radius })
        }
      />
      <div className="grid grid-cols-2 gap-4">
        {NUMBER_FILTERS.map((name: NumberFilter) => (
          <FormField
            key={name}
            label={t(`search.${name}`)}
            className={name === 'maxPrice' || name === 'squareMeters' ? 'col-span-2' : ''}
          >
            <Input
              id={`${idPrefix}-${name}`}
              type="number"
              min={0}
              inputMode="decimal"
              placeholder={t('search.any')}
              value={numbers[name]}
              onChange={(event) => setNumbers((n) => ({ ...n, [name]: event.target.value }))}
              onBlur={commitNumbers}
            />
          </FormField>
        ))}
      </div>
      <FormField label={t('search.propertyType')}>
        <Select
          id={`${idPrefix}-propertyType`}
          value={value.propertyType}
          onChange={(event) => apply({ propertyType: event.target.value })}
        >
          <option value="">{t('search.anyType')}</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium">{t('search.features')}</legend>
        {FLAG_FILTERS.map((name) => (
          <div key={name} className="flex items-center justify-between gap-3">
            <label id={labelIdOf(`${idPrefix}-${name}`)} htmlFor={`${idPrefix}-${name}`} className="text-sm">
              {t(`features.${name}`)}
            </label>
            <Switch
              id={`${idPrefix}-${name}`}
              checked={value.flags[name]}
              onCheckedChange={(on) => apply({ flags: { ...value.flags, [name]: on } })}
            />
          </div>
        ))}
      </fieldset>
      {/* Enter in a number field applies it; the button is for pointer users. */}
      <button type="submit" className="sr-only" tabIndex={-1}>
        {t('search.applyFilters')}
      </button>
    </form>
  );
}
