import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, REPORT_SUBJECT_TYPES } from '@mietmatch/contract';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import type { QueueFilters } from '../queue-filters';

/** Reason and kind of item; both live in the address. */
export function QueueFilterBar({
  filters,
  onChange,
}: {
  filters: QueueFilters;
  onChange: (change: Partial<Pick<QueueFilters, 'reason' | 'subjectType'>>) => void;
}) {
  const { t } = useTranslation('moderation-admin');
  const id = useId();
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <legend className="sr-only">{t('filters.label')}</legend>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-reason`}>{t('filters.reason')}</Label>
        <Select
          id={`${id}-reason`}
          className="h-9 py-1 sm:min-w-52"
          value={filters.reason}
          onChange={(e) => onChange({ reason: e.target.value })}
        >
          <option value="">{t('filters.anyReason')}</option>
          {REPORT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`reason.${reason}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-kind`}>{t('filters.kind')}</Label>
        <Select
          id={`${id}-kind`}
          className="h-9 py-1 sm:min-w-44"
          value={filters.subjectType}
          onChange={(e) => onChange({ subjectType: e.target.value })}
        >
          <option value="">{t('filters.anyKind')}</option>
          {REPORT_SUBJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`kind.${type}`)}
            </option>
          ))}
        </Select>
      </div>
    </fieldset>
  );
}
