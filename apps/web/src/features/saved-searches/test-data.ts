import type { SavedSearch } from '@mietmatch/contract';

/** A saved search as the API answers it, for the page tests. */
export function makeSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 'ss-1',
    kind: 'property',
    name: 'Berlin, bis 1.200 € warm',
    filters: { city: 'Berlin', state: 'Berlin', maxPrice: '1200' },
    alert: 'instant',
    newCount: 0,
    lastOpenedAt: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(items: T[], total = items.length, pageSize = 10) => ({ items, total, page: 1, pageSize });
