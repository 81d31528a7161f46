import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { PLAN_DURATIONS, ROLES, STATUSES, type UsersFilters } from '../users-filters';
import { DebouncedInput } from './debounced-input';

type Change = Partial<Omit<UsersFilters, 'page' | 'limit' | 'sort'>>;

/** Search by name or email, role, status, subscription duration and postal area. */
export function UsersFilterBar({ filters, onChange }: { filters: UsersFilters; onChange: (change: Change) => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const id = useId();
  return (
    <Card
      role="search"
      aria-label={t('filters.label')}
      className="grid grid-cols-2 gap-x-3 gap-y-4 p-4 sm:gap-x-4 sm:p-5 lg:grid-cols-6"
    >
      <div className="col-span-2 flex flex-col gap-2">
        <Label htmlFor={`${id}-search`}>{t('filters.search')}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <DebouncedInput
            id={`${id}-search`}
            type="search"
            className="pl-9"
            placeholder={t('filters.searchPlaceholder')}
            autoComplete="off"
            maxLength={200}
            value={filters.search}
            onCommit={(search) => onChange({ search })}
          />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-role`}>{t('filters.role')}</Label>
        <Select id={`${id}-role`} value={filters.role} onChange={(e) => onChange({ role: e.target.value })}>
          <option value="">{t('filters.anyRole')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`common:roles.${role}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-status`}>{t('filters.status')}</Label>
        <Select id={`${id}-status`} value={filters.status} onChange={(e) => onChange({ status: e.target.value })}>
          <option value="">{t('filters.anyStatus')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statusFilter.${status}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-plan`}>{t('filters.planDuration')}</Label>
        <Select
          id={`${id}-plan`}
          value={filters.planDuration}
          onChange={(e) => onChange({ planDuration: e.target.value })}
        >
          <option value="">{t('filters.anyDuration')}</option>
          {PLAN_DURATIONS.map((months) => (
            <option key={months} value={months}>
              {t('filters.months', { count: months })}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-area`}>{t('filters.postalArea')}</Label>
        <DebouncedInput
          id={`${id}-area`}
          placeholder={t('filters.postalAreaPlaceholder')}
          autoComplete="off"
          maxLength={100}
          value={filters.postalArea}
          onCommit={(postalArea) => onChange({ postalArea })}
        />
      </div>
    </Card>
  );
}
