import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPin, Search, SlidersHorizontal } from 'lucide-react';
import { PROPERTY_TYPES } from '@mietmatch/contract';
import { translateMessage } from '@mietmatch/contract/messages';
import { errorText } from '../../../lib/errors';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/empty-state';
import { useRequestSearch } from '../api/search-requests';
import { useProfileTown } from '../api/profile-town';
import { Pagination, pageSizeFrom } from '../../../components/pagination';
import { RequestCard } from '../../../components/listings/request-card';
import { FavouriteRequestButton } from '../../favourites/components/favourite-button';
import { AreaPicker, type AreaValue } from '../../areas';

const NUMBER_FILTERS = ['maxPrice', 'requiredRooms', 'numberOfResidents', 'numberOfChildren'] as const;
const FLAG_FILTERS = ['isPetFriendly', 'garageRequired', 'smokingAllowed'] as const;
const SORTS = ['newest', 'price', 'distance'] as const;
// The state tells same-named towns apart ("Halle" lies in three states): it travels with the city.
const FILTER_KEYS = ['city', 'state', 'postalCodes', 'radius', 'sort', ...NUMBER_FILTERS, 'propertyType', ...FLAG_FILTERS] as const;

type Draft = Record<(typeof FILTER_KEYS)[number], string>;

function draftFrom(params: URLSearchParams): Draft {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? (key === 'radius' ? '0' : key === 'sort' ? 'newest' : '')])) as Draft;
}

function FilterPanel({ draft, setDraft, onSubmit, cityError }: { draft: Draft; setDraft: (draft: Draft) => void; onSubmit: (event: FormEvent) => void; cityError?: string }) {
  const { t } = useTranslation('requests');
  const id = useId();
  const area: AreaValue = { city: draft.city, state: draft.state || undefined, postalCodes: draft.postalCodes ? draft.postalCodes.split(',') : [], radius: Number(draft.radius) || 0 };
  const set = (key: keyof Draft, value: string) => setDraft({ ...draft, [key]: value });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={t('search.filters')}>
      <AreaPicker
        value={area}
        onChange={(next) => {
          setDraft({ ...draft, city: next.city, state: next.city ? (next.state ?? '') : '', postalCodes: next.postalCodes.join(','), radius: String(next.radius) });
        }}
        cityError={cityError}
        required
        idPrefix="search-area"
      />
      <FormField label={t('search.maxPrice')} hint={t('search.maxPriceHint')}>
        <Input type="number" min={0} inputMode="numeric" value={draft.maxPrice} onChange={(e) => set('maxPrice', e.target.value)} />
      </FormField>
      <div className="grid grid-cols-2 items-end gap-4">
        <FormField label={t('search.requiredRooms')}>
          <Input type="number" min={0} inputMode="numeric" value={draft.requiredRooms} onChange={(e) => set('requiredRooms', e.target.value)} />
        </FormField>
        <FormField label={t('search.numberOfResidents')}>
          <Input type="number" min={0} inputMode="numeric" value={draft.numberOfResidents} onChange={(e) => set('numberOfResidents', e.target.value)} />
        </FormField>
        <FormField label={t('search.numberOfChildren')}>
          <Input type="number" min={0} inputMode="numeric" value={draft.numberOfChildren} onChange={(e) => set('numberOfChildren', e.target.value)} />
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

/** /all-tenant-requests for landlords: "Looking For Tenants". The filters live in the address. */
export function RequestSearchPage() {
  const { t, i18n } = useTranslation('requests');
  const language = uiLanguage(i18n.resolvedLanguage);
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Draft>(() => draftFrom(params));
  const [cityError, setCityError] = useState<string>();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sortId = useId();

  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = pageSizeFrom(params.get('pageSize'));
  const query = useMemo(() => {
    const q: Record<string, string> = {};
    for (const key of FILTER_KEYS) {
      const value = params.get(key);
      if (value) q[key] = value;
    }
    if (q.radius === '0') delete q.radius;
    q.page = String(page);
    q.pageSize = String(pageSize);
    return q;
  }, [params, page, pageSize]);
  const search = useRequestSearch(query);
  const profileTown = useProfileTown();
  const city = params.get('city');

  // With no town chosen the search starts in the landlord's own town, as the profile address names it.
  const profileCity = profileTown.state === 'found' ? profileTown.town : undefined;
  useEffect(() => {
    if (city || !profileCity) return;
    const { name, state } = profileCity;
    setDraft((current) => ({ ...current, city: name, state }));
    const next = new URLSearchParams(params);
    next.set('city', name);
    next.set('state', state);
    setParams(next, { replace: true });
  }, [city, profileCity, params, setParams]);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: false });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.city.trim()) {
      setCityError(translateMessage('cityRequired', language));
      return;
    }
    setCityError(undefined);
    setFiltersOpen(false);
    update({ ...Object.fromEntries(FILTER_KEYS.map((key) => [key, draft[key]?.trim() || undefined])), radius: draft.radius === '0' ? undefined : draft.radius, page: undefined });
  };

  const sort = params.get('sort') ?? 'newest';
  const data = search.data;

  let results;
  if (!city) {
    results = (
      <EmptyState icon={<MapPin />} title={t('search.chooseCityTitle')}>
        {translateMessage('cityRequired', language)}
        {profileTown.state === 'missing' ? (
          <>
            {' '}
            <Link to="/profile-view" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('search.setAddress')}
            </Link>
          </>
        ) : null}
      </EmptyState>
    );
  } else if (search.isPending) {
    results = (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-56 rounded-xl" />
        ))}
      </div>
    );
  } else if (search.isError) {
    results = (
      <Alert variant="destructive">
        <AlertDescription>{errorText(search.error, language)}</AlertDescription>
      </Alert>
    );
  } else if (!data || data.items.length === 0) {
    results = (
      <EmptyState icon={<Search />} title={t('search.emptyTitle')}>
        {t('search.emptyText')}
      </EmptyState>
    );
  } else {
    results = (
      <div className="flex flex-col gap-5">
        {data.fallback === 'city' ? (
          <Alert role="status">
            <AlertTitle>{t('search.fallbackTitle')}</AlertTitle>
            <AlertDescription>{t('search.fallback', { city })}</AlertDescription>
          </Alert>
        ) : null}
        <ul className={cn('grid gap-4 md:grid-cols-2', search.isPlaceholderData && 'opacity-60')}>
          {data.items.map((item) => (
            <li key={item.id}>
              <RequestCard
                request={item}
                distanceKm={item.distanceKm}
                top={item.topPlacement}
                favourite={
                  <FavouriteRequestButton
                    requestId={item.id}
                    label={`${item.firstName} ${item.lastName}`}
                    className="-mr-2 -mt-1"
                  />
                }
              />
            </li>
          ))}
        </ul>
        <Pagination page={page} pageSize={pageSize} total={data.total} onPageChange={(p) => update({ page: String(p) })} onPageSizeChange={(size) => update({ pageSize: String(size), page: undefined })} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground">{t('search.intro')}</p>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[300px_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-24">
          <Button variant="outline" className="w-full lg:hidden" aria-expanded={filtersOpen} aria-controls="request-filters" onClick={() => setFiltersOpen((open) => !open)}>
            <SlidersHorizontal aria-hidden="true" />
            {t('search.filters')}
          </Button>
          <Card id="request-filters" className={cn('mt-3 p-5 lg:mt-0 lg:block', filtersOpen || !city ? 'block' : 'hidden')}>
            <FilterPanel draft={draft} setDraft={setDraft} onSubmit={onSubmit} cityError={cityError} />
          </Card>
        </aside>
        <section aria-label={t('search.results')} className="flex min-w-0 flex-col gap-4">
          {city ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {data ? t('search.count', { count: data.total, city }) : '\u00a0'}
              </p>
              <div className="flex items-center gap-2">
                <label htmlFor={sortId} className="text-sm text-muted-foreground">
                  {t('search.sort')}
                </label>
                <Select id={sortId} value={sort} onChange={(e) => update({ sort: e.target.value === 'newest' ? undefined : e.target.value, page: undefined })} className="h-9 w-44">
                  {SORTS.map((option) => (
                    <option key={option} value={option}>
                      {t(`search.sorts.${option}`)}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
          ) : null}
          {results}
        </section>
      </div>
    </div>
  );
}
