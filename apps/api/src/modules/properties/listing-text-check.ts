import { findExclusion } from '@mietmatch/contract';
import { AppError } from '../../lib/app-error.ts';

/** The listing texts a tenant reads: each is checked for phrases that exclude people (AGG). */
const CHECKED_FIELDS = ['title', 'description', 'notes'] as const;
export type ListingTexts = Partial<Record<(typeof CHECKED_FIELDS)[number], string | null | undefined>>;

/**
 * Refuses a listing whose text shuts people out on an AGG ground, before anything is stored. The field
 * error names the phrase found (filled into the message); `agg` repeats field and phrase for clients
 * that want them apart from the text.
 */
export function refuseExclusion(texts: ListingTexts): void {
  for (const field of CHECKED_FIELDS) {
    const text = texts[field];
    const found = text ? findExclusion(text) : null;
    if (!found) continue;
    throw new AppError('ValidationFailed', {
      fields: { [field]: 'listingExcludesPeople' },
      params: { phrase: found.phrase },
      extra: { agg: { field, phrase: found.phrase } },
    });
  }
}
