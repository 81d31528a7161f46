import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PROPERTY_FLAGS, type FilterParams, type SavedSearchKind } from '@mietmatch/contract';
import { intlLocale, uiLanguage } from '../../lib/i18n';
import './i18n';

/** The search page a saved search came from; its filters are that page's query. */
const SEARCH_PAGES: Record<SavedSearchKind, string> = {
  property: '/properties-list',
  request: '/all-tenant-requests',
};

/** The search page with the saved filters in its address ("Change filters"). */
export function searchPageHref(kind: SavedSearchKind, filters: FilterParams) {
  const query = new URLSearchParams(filters).toString();
  return query ? `${SEARCH_PAGES[kind]}?${query}` : SEARCH_PAGES[kind];
}

const REQUEST_FLAGS = ['isPetFriendly', 'garageRequired', 'smokingAllowed'] as const;

const count = (value: string | undefined) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
};

function euros(amount: number, language: string) {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** City and area, then the limits, the type and the flags: each a short phrase in the language. */
function summarize(kind: SavedSearchKind, filters: FilterParams, t: TFunction, language: string) {
  const parts: string[] = [];
  if (filters.city) parts.push(filters.city);
  if (filters.postalCodes) parts.push(t('summary.postalCodes', { codes: filters.postalCodes.split(',').join(', ') }));
  const radius = count(filters.radius);
  if (radius) parts.push(t('summary.radius', { km: radius }));
  const maxPrice = count(filters.maxPrice);
  if (kind === 'property') {
    if (maxPrice) parts.push(t('summary.maxRent', { amount: euros(maxPrice, language) }));
    const rooms = count(filters.numberOfRooms);
    if (rooms) parts.push(t('summary.minRooms', { count: rooms }));
    const bathrooms = count(filters.numberOfBathrooms);
    if (bathrooms) parts.push(t('summary.minBathrooms', { count: bathrooms }));
    const size = count(filters.squareMeters);
    if (size) parts.push(t('summary.minSize', { size }));
  } else {
    if (maxPrice) parts.push(t('summary.budget', { amount: euros(maxPrice, language) }));
    const rooms = count(filters.requiredRooms);
    if (rooms) parts.push(t('summary.offeredRooms', { count: rooms }));
    const residents = count(filters.numberOfResidents);
    if (residents) parts.push(t('summary.maxResidents', { count: residents }));
    const children = count(filters.numberOfChildren);
    if (children) parts.push(t('summary.maxChildren', { count: children }));
  }
  if (filters.propertyType) parts.push(t(`properties:types.${filters.propertyType}`));
  if (kind === 'property') {
    for (const flag of PROPERTY_FLAGS) if (filters[flag] === 'true') parts.push(t(`properties:features.${flag}`));
  } else {
    for (const flag of REQUEST_FLAGS) {
      const value = filters[flag];
      if (value === 'true' || value === 'false') parts.push(t(`summary.requestFlags.${flag}.${value}`));
    }
  }
  return parts;
}

/**
 * A saved search's filters in words: `summary(kind, filters)` lists the phrases, `suggestName` starts
 * a name from the city and the first three filters (within the 80 characters a name may have).
 */
export function useFilterSummary() {
  const { t, i18n } = useTranslation(['saved-searches', 'properties']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const summary = (kind: SavedSearchKind, filters: FilterParams) => summarize(kind, filters, t, language);
  const suggestName = (kind: SavedSearchKind, filters: FilterParams) =>
    summary(kind, { ...filters, postalCodes: '' })
      .slice(0, 4)
      .join(', ')
      .slice(0, 80);
  return { summary, suggestName };
}
