import { formatBerlinDateTime, formatBerlinTime } from '@mietmatch/contract';
import type { ViewingPerson } from '@mietmatch/contract';
import type { TFunction } from 'i18next';

type Translate = TFunction<'viewings'>;

/** "Di., 1. Dez. 2026, 17:00 – 17:30 Uhr": always Berlin's wall clock, whatever the browser's zone. */
export function viewingTimeRange(startsAt: string, endsAt: string, language: string, t: Translate) {
  return t('viewings:time.range', { start: formatBerlinDateTime(startsAt, language), end: formatBerlinTime(endsAt) });
}

export interface Place {
  address: string;
  postalCode: string;
  city: string | null;
  district: string | null;
  addressHidden: boolean;
}

/** The street when the reader may see it, else "10115 Berlin (Mitte)". */
export function placeText(place: Place) {
  const area = [place.postalCode, place.city].filter(Boolean).join(' ');
  const withDistrict = place.district ? `${area} (${place.district})` : area;
  if (place.addressHidden || !place.address) return withDistrict;
  return [place.address, area].filter(Boolean).join(', ');
}

export const personName = (person: ViewingPerson) => `${person.firstName} ${person.lastName}`.trim();
