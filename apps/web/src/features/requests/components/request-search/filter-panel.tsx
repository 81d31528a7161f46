import { useId, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { PROPERTY_TYPES } from '@mietmatch/contract';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { AreaPicker, type AreaValue } from '../../../areas';
import { FLAG_FILTERS, type Draft } from './search-state';

interface FilterPanelProps {
  draft: Draft;
  setDraft: (draft: Draft) => void;
  onSubmit: (event: FormEvent) => void;
  cityError?: string;
}

/** Area (a town is required), limits, type and household wishes; applied when sent. */
export function FilterPanel({ draft, setDraft, onSubmit, cityError }: FilterPanelProps) {
  const { t } = useTranslation('requests');
  const id = useId();
  const area: AreaValue = {
    city: draft.city,
    state: draft.state || undefined,
    postalCodes: draft.postalCodes ? draft.postalCodes.split(',') : [],
    radius: Number(draft.radius) || 0,
  };
  const set = (key: keyof Draft, value: string) => setDraft({ ...draft, [key]: value });
  // Spread onto the Input itself: FormField gives its direct child the label's id.
  const numberInput = (key: keyof Draft) => ({
    type: 'number',
    min: 0,
    inputMode: 'numeric' as const,
    placeholder: t('search.any'),
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });
  const setArea = (next: AreaValue) =>
    setDraft({
      ...draft,
      city: next.city,
      state: next.city ? (next.state ?? '') : '',
      postalCodes: next.postalCodes.join(','),
      radius: String(next.radius),
    });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={t('search.filters')}>
      <AreaPicker value={area} onChange={setArea} cityError={cityError} required idPrefix="search-area" />
      <FormField label={t('search.maxPrice')} hint={t('search.maxPriceHint')}>
        <Input {...numberInput('maxPrice')} />
      </FormField>
      <div className="grid grid-cols-2 items-end gap-4">
        <FormField label={t('search.requiredRooms')}>
          <Input {...numberInput('requiredRooms')} />
        </FormField>
        <FormField label={t('search.numberOfResidents')}>
          <Input {...numberInput('numberOfResidents')} />
        </FormField>
        <FormField label={t('search.numberOfChildren')}>
          <Input {...numberInput('numberOfChildren')} />
        </FormField>
        <FormField label={t('fields.propertyType')}>
          <Select value={draft.propertyType} onChange={(e) => set('propertyType', e.target.value)}>
            <option value="">{t('search.any')}</option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`propertyType.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {FLAG_FILTERS.map((flag) => (
        <FormField key={flag} label={t(`search.${flag}`)}>
          <Select id={`${id}-${flag}`} value={draft[flag]} onChange={(e) => set(flag, e.target.value)}>
            <option value="">{t('search.any')}</option>
            <option value="true">{t('search.yes')}</option>
            <option value="false">{t('search.no')}</option>
          </Select>
        </FormField>
      ))}
      <Button type="submit">
        <Search aria-hidden="true" />
        {t('search.submit')}
      </Button>
    </form>
  );
}
