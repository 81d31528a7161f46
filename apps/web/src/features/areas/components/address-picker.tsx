/**
 * AddressPicker — one postal code with its place, chosen from the postal-code table (a property's
 * or a tenant's current address). Type a postal code or a place name; the options are
 * "12345 Place (State)".
 *
 * Props
 * - `value: AddressValue` — `{ postalCode: string; city: string; state: string }` (empty strings: none).
 * - `onChange(next: AddressValue & { lat?: number; lng?: number })` — on pick and on clear.
 * - `error?: string` — translated text in red under the field (the contract's `selectValidAddress`:
 *   "Please select a valid address first.").
 * - `required?`, `id?`, `label?` (default "Postal code and place").
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import '../i18n';
import { FormField } from '../../../components/ui/form-field';
import { foldText, useAreas, type AreaIndex } from '../api/areas';
import { AreaDataState } from './area-data-state';
import { Combobox, type ComboOption } from './combobox';

export interface AddressValue {
  postalCode: string;
  city: string;
  state: string;
}

export interface AddressPickerProps {
  value: AddressValue;
  onChange: (next: AddressValue & { lat?: number; lng?: number }) => void;
  error?: string;
  required?: boolean;
  id?: string;
  label?: string;
}

function option(code: string, city: string, state: string): ComboOption {
  return { key: `${code}|${city}|${state}`, label: `${code} ${city}`, detail: state, inputText: `${code} ${city}` };
}

function searchAddresses(index: AreaIndex, text: string, limit = 50): ComboOption[] {
  const q = foldText(text);
  if (!q) return [];
  const out: ComboOption[] = [];
  const digits = q.match(/^\d+/)?.[0];
  const rest = digits ? q.slice(digits.length).trim() : q;
  if (digits) {
    for (const [code, entries] of index.byPostalCode) {
      if (!code.startsWith(digits)) continue;
      for (const { city } of entries) {
        if (rest && !city.folded.startsWith(rest)) continue;
        out.push(option(code, city.name, city.state));
      }
    }
    out.sort((a, b) => a.label.localeCompare(b.label, 'de'));
    return out.slice(0, limit);
  }
  for (const city of index.cities) {
    if (!city.folded.startsWith(q)) continue;
    for (const p of city.postalCodes) {
      out.push(option(p.code, city.name, city.state));
      if (out.length >= limit) return out;
    }
  }
  return out;
}

export function AddressPicker({ value, onChange, error, required, id, label }: AddressPickerProps) {
  const { t } = useTranslation('areas');
  const areas = useAreas();
  const selected = useMemo(
    () => (value.postalCode ? option(value.postalCode, value.city, value.state) : null),
    [value.postalCode, value.city, value.state],
  );
  const fieldLabel = label ?? t('address');

  if (!areas.data) return <AreaDataState areas={areas} label={fieldLabel} />;
  const index = areas.data;

  return (
    <FormField label={fieldLabel} error={error} required={required}>
      <Combobox
        id={id}
        value={selected}
        search={(text) => searchAddresses(index, text)}
        onSelect={(picked) => {
          if (!picked) return onChange({ postalCode: '', city: '', state: '' });
          const [code = '', city = '', state = ''] = picked.key.split('|');
          const entry = index.byPostalCode
            .get(code)
            ?.find((m) => m.city.name === city && m.city.state === state)?.entry;
          onChange({ postalCode: code, city, state, lat: entry?.lat, lng: entry?.lng });
        }}
        placeholder={t('addressPlaceholder')}
        clearLabel={t('clearCity')}
        emptyText={t('noCity')}
        hintText={t('typeMore')}
        icon={<MapPin />}
      />
    </FormField>
  );
}
