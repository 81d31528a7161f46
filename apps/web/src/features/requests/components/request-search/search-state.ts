import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@mietmatch/contract/messages';
import { uiLanguage } from '../../../../lib/i18n';
import { pageSizeFrom } from '../../../../components/pagination';
import { useRequestSearch } from '../../api/search-requests';
import { useProfileTown } from '../../api/profile-town';

const NUMBER_FILTERS = ['maxPrice', 'requiredRooms', 'numberOfResidents', 'numberOfChildren'] as const;
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

/** The filter form's values, as typed and not yet searched for. */
export type Draft = Record<(typeof FILTER_KEYS)[number], string>;

function draftFrom(params: URLSearchParams): Draft {
  const fallback = (key: string) => (key === 'radius' ? '0' : key === 'sort' ? 'newest' : '');
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? fallback(key)])) as Draft;
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
 * The state of "Looking For Tenants": the searched filters live in the address, the form's draft
 * in the page until it is sent.
 */
export function useRequestSearchState() {
  const { i18n } = useTranslation('requests');
  const language = uiLanguage(i18n.resolvedLanguage);
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Draft>(() => draftFrom(params));
  const [cityError, setCityError] = useState<string>();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = pageSizeFrom(params.get('pageSize'));
  const filters = useFilters(params);
  const search = useRequestSearch(useApiQuery(filters, page, pageSize));
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.city.trim()) {
      setCityError(translateMessage('cityRequired', language));
      return;
    }
    setCityError(undefined);
    setFiltersOpen(false);
    const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, draft[key]?.trim() || undefined]));
    update({ ...filters, radius: draft.radius === '0' ? undefined : draft.radius, page: undefined });
  };

  return {
    city,
    filters,
    sort: params.get('sort') ?? 'newest',
    page,
    pageSize,
    search,
    profileTown,
    draft,
    setDraft,
    cityError,
    filtersOpen,
    setFiltersOpen,
    update,
    submit,
  };
}

export type RequestSearchState = ReturnType<typeof useRequestSearchState>;
