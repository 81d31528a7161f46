import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { uiLanguage } from '../../../../lib/i18n';
import { pageSizeFrom } from '../../../../components/pagination';
import { useRequestSearch } from '../../api/search-requests';
import { useProfileTown } from '../../api/profile-town';
import { messageText } from '../../../../lib/errors';

export const NUMBER_FILTERS = ['maxPrice', 'requiredRooms', 'numberOfResidents', 'numberOfChildren'] as const;
export const FLAG_FILTERS = ['isPetFriendly', 'garageRequired', 'smokingAllowed'] as const;
export const SORTS = ['newest', 'price', 'distance'] as const;
// The state tells same-named towns apart ("Halle" lies in three states): it travels with the city.
const FILTER_KEYS = [
  'city',
  'state',
  'postalCodes',
  'radius',
  'sort',
  ...NUMBER_FILTERS,
  'propertyType',
  ...FLAG_FILTERS,
] as const;

/** The filters as the address holds them, each as the form shows it ('' for unset). */
export type FilterValues = Record<(typeof FILTER_KEYS)[number], string>;

function valuesFrom(params: URLSearchParams): FilterValues {
  const fallback = (key: string) => (key === 'radius' ? '0' : key === 'sort' ? 'newest' : '');
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? fallback(key)])) as FilterValues;
}

/** The filters of the address that are set (what a saved search keeps). */
function useFilters(params: URLSearchParams) {
  return useMemo(() => {
    const q: Record<string, string> = {};
    for (const key of FILTER_KEYS) {
      const value = params.get(key);
      if (value) q[key] = value;
    }
    if (q.radius === '0') delete q.radius;
    return q;
  }, [params]);
}

/** The API's query: the filters with the page. */
function useApiQuery(filters: Record<string, string>, page: number, pageSize: number) {
  return useMemo(() => ({ ...filters, page: String(page), pageSize: String(pageSize) }), [filters, page, pageSize]);
}

/**
 * The state of "Looking For Tenants": the filters live in the address and apply as they are chosen, as in
 * "Search For Property".
 */
export function useRequestSearchState() {
  const { i18n } = useTranslation('requests');
  const language = uiLanguage(i18n.resolvedLanguage);
  const [params, setParams] = useSearchParams();
  // Once the landlord clears the town themselves, neither the profile's town comes back nor is the error early.
  const [cityCleared, setCityCleared] = useState(false);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = pageSizeFrom(params.get('pageSize'));
  const filters = useFilters(params);
  const search = useRequestSearch(useApiQuery(filters, page, pageSize));
  const profileTown = useProfileTown();
  const city = params.get('city');

  // With no town chosen the search starts in the landlord's own town, as the profile address names it.
  const profileCity = profileTown.state === 'found' ? profileTown.town : undefined;
  useEffect(() => {
    if (city || !profileCity || cityCleared) return;
    const next = new URLSearchParams(params);
    next.set('city', profileCity.name);
    next.set('state', profileCity.state);
    setParams(next, { replace: true });
  }, [city, profileCity, cityCleared, params, setParams]);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      const trimmed = value?.trim();
      if (trimmed && !(key === 'radius' && trimmed === '0')) next.set(key, trimmed);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  /** A changed filter searches at once, from the first page. */
  const apply = (changes: Partial<FilterValues>) => {
    if ('city' in changes) setCityCleared(!changes.city);
    update({ ...changes, page: undefined });
  };

  /** Every filter but the town (and the sort order) back to "any". */
  const reset = () => {
    const next = new URLSearchParams();
    for (const key of ['city', 'state', 'sort', 'pageSize']) {
      const value = params.get(key);
      if (value) next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  return {
    city,
    filters,
    values: valuesFrom(params),
    activeFilters: Object.keys(filters).filter((key) => !['city', 'state', 'sort'].includes(key)).length,
    sort: params.get('sort') ?? 'newest',
    page,
    pageSize,
    search,
    profileTown,
    cityError: cityCleared && !city ? messageText('cityRequired', language) : undefined,
    update,
    apply,
    reset,
  };
}

export type RequestSearchState = ReturnType<typeof useRequestSearchState>;
