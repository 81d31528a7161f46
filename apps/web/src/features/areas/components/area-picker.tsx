/**
 * AreaPicker — choose a search or target area from the postal-code table: a city (type-ahead over
 * every German place; the state is shown to tell same-named towns apart; digits find places by
 * postal code), then optionally some of that city's postal codes, then a radius (0/5/10/20/50 km).
 * Loads the area data once (`useAreas`, TanStack Query, staleTime Infinity) once the picker is on screen.
 *
 * Props
 * - `value: AreaValue` — `{ city: string; state?: string; postalCodes: string[]; radius: number }`;
 *   `city: ''` means none chosen. `state` is set when picked here (several towns share a name).
 * - `onChange(next: AreaValue)` — every change; choosing another city clears `postalCodes`.
 * - `cityError?: string` — translated text shown in red under the city field (e.g. the contract's
 *   `selectTargetArea` / `cityRequired`); `required?: boolean` marks the city field required.
 * - `showPostalCodes?: boolean` (default true), `showRadius?: boolean` (default true).
 * - `layout?: 'stack' | 'row'` — fields under each other (filter panels, default) or side by side
 *   from `sm` up (forms).
 * - `idPrefix?: string` — stable ids for the three fields (default from useId).
 *
 * Helpers from `../api/areas`: `useAreas()` (the index: `cities`, `byName`, `byPostalCode`),
 * `findCity(index, name, state?)`, `searchCities(index, text)`.
 * Texts live in the `areas` namespace (registered by importing this module).
 */
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin, X } from 'lucide-react';
import { RADIUS_OPTIONS_KM } from '@mietmatch/contract/constants';
import '../i18n';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { findCity, searchCities, useAreas, type City } from '../api/areas';
import { AreaDataState } from './area-data-state';
import { Combobox, type ComboOption } from './combobox';
import { useShown } from './use-shown';
import { labelIdOf } from '../../../components/ui/label';

export interface AreaValue {
  city: string;
  state?: string;
  postalCodes: string[];
  radius: number;
}

export const EMPTY_AREA: AreaValue = { city: '', postalCodes: [], radius: 0 };

export interface AreaPickerProps {
  value: AreaValue;
  onChange: (next: AreaValue) => void;
  cityError?: string;
  required?: boolean;
  showPostalCodes?: boolean;
  showRadius?: boolean;
  layout?: 'stack' | 'row';
  idPrefix?: string;
}

function cityOption(city: City): ComboOption {
  return {
    key: city.key,
    label: city.name,
    detail: city.state,
    inputText: city.ambiguous ? `${city.name} (${city.state})` : city.name,
  };
}

export function AreaPicker({
  value,
  onChange,
  cityError,
  required,
  showPostalCodes = true,
  showRadius = true,
  layout = 'stack',
  idPrefix,
}: AreaPickerProps) {
  const { t } = useTranslation('areas');
  const generated = useId();
  const prefix = idPrefix ?? generated;
  // ~17k places (~200 kB compressed, a phone's main thread busy for a while when they arrive): loaded once
  // the picker is on screen, not while it waits in a hidden filter panel.
  const box = useRef<HTMLDivElement>(null);
  const areas = useAreas(useShown(box));
  const index = areas.data;
  const city = index ? findCity(index, value.city, value.state) : undefined;
  const selected = useMemo<ComboOption | null>(
    () => (city ? cityOption(city) : value.city ? { key: `raw|${value.city}`, label: value.city } : null),
    [city, value.city],
  );

  if (!areas.data) {
    return (
      <div ref={box}>
        <AreaDataState areas={areas} label={t('city')} />
      </div>
    );
  }

  return (
    <div ref={box} className={cn('grid gap-4', layout === 'row' ? 'sm:grid-cols-2' : '')}>
      <FormField
        label={t('city')}
        error={cityError}
        required={required}
        className={layout === 'row' ? 'sm:col-span-2' : ''}
      >
        <Combobox
          id={`${prefix}-city`}
          value={selected}
          search={(text) => searchCities(index!, text).map(cityOption)}
          onSelect={(option) => {
            const next = option ? index!.byKey.get(option.key) : undefined;
            onChange({ ...value, city: next?.name ?? '', state: next?.state, postalCodes: [] });
          }}
          placeholder={t('cityPlaceholder')}
          clearLabel={t('clearCity')}
          emptyText={t('noCity')}
          hintText={t('typeMore')}
          icon={<MapPin />}
        />
      </FormField>
      {showPostalCodes ? (
        <PostalCodePicker
          id={`${prefix}-postal-codes`}
          city={city}
          value={value.postalCodes}
          onChange={(postalCodes) => onChange({ ...value, postalCodes })}
        />
      ) : null}
      {showRadius ? (
        <FormField label={t('radius')}>
          <Select
            id={`${prefix}-radius`}
            value={String(value.radius)}
            onChange={(event) => onChange({ ...value, radius: Number(event.target.value) })}
          >
            {RADIUS_OPTIONS_KM.map((km) => (
              <option key={km} value={km}>
                {km === 0 ? t('radiusOption_0') : t('radiusOption', { km })}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
    </div>
  );
}

/** The chosen city's postal codes as checkboxes (with a filter for big cities) and removable chips. */
function PostalCodePicker({
  id,
  city,
  value,
  onChange,
}: {
  id: string;
  city: City | undefined;
  value: string[];
  onChange: (codes: string[]) => void;
}) {
  const { t } = useTranslation('areas');
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const codes = city?.postalCodes ?? [];
  const shown = filter ? codes.filter((p) => p.code.startsWith(filter.trim())) : codes;
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...value, code].sort() : value.filter((c) => c !== code));
  const panelId = `${id}-panel`;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium leading-none">
          {t('postalCodes')}
        </span>
        {value.length ? (
          <button
            type="button"
            className="text-xs font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => onChange([])}
          >
            {t('postalCodesClear')}
          </button>
        ) : null}
      </div>
      <Button
        id={id}
        variant="outline"
        className="justify-between font-normal"
        disabled={!city || codes.length === 0}
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={`${id}-hint`}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{value.length ? t('postalCodesSelected', { count: value.length }) : t('postalCodesAll')}</span>
        <span className="text-xs text-muted-foreground">{t('postalCodesChoose')}</span>
      </Button>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('postalCodesHint')}
      </p>
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('postalCodes')}>
          {value.map((code) => (
            <li key={code}>
              <span className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pl-2.5 pr-1 text-xs font-medium text-secondary-foreground">
                {code}
                <button
                  type="button"
                  className="flex size-5 items-center justify-center rounded-full hover:bg-background/60 focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={t('removePostalCode', { code })}
                  onClick={() => toggle(code, false)}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {open && city ? (
        <div id={panelId} className="rounded-md border bg-card p-2">
          {codes.length > 8 ? (
            <Input
              aria-label={t('postalCodesFilter')}
              placeholder={t('postalCodesFilter')}
              inputMode="numeric"
              className="mb-2 h-9"
              value={filter}
              onChange={(event) => setFilter(event.target.value.replace(/\D/g, ''))}
            />
          ) : null}
          <fieldset className="grid min-w-0 max-h-56 grid-cols-2 gap-1 overflow-auto sm:grid-cols-3">
            <legend className="sr-only">{t('postalCodes')}</legend>
            {shown.map((p) => {
              const checkboxId = `${id}-${p.code}`;
              return (
                <label
                  key={p.code}
                  id={labelIdOf(checkboxId)}
                  htmlFor={checkboxId}
                  className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-accent"
                >
                  <Checkbox
                    id={checkboxId}
                    checked={value.includes(p.code)}
                    onCheckedChange={(checked) => toggle(p.code, checked === true)}
                  />
                  {p.code}
                </label>
              );
            })}
            {shown.length === 0 ? (
              <p className="col-span-full px-2 py-1.5 text-sm text-muted-foreground">{t('postalCodesNone')}</p>
            ) : null}
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}
