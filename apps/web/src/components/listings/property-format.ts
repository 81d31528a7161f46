import type { Property } from '@mietmatch/contract';
import { formatMoney } from '../../lib/format';

/** Euros (the API's unit for rents) for the language: de "1.234,50 €", en "€1,234.50". */
export function formatEuros(amount: number, language: string) {
  const cents = Math.round(amount * 100);
  const text = formatMoney(cents, language);
  // Whole amounts read better without ",00".
  return cents % 100 === 0 ? text.replace(/[.,]00(?=\D*$)/, '') : text;
}

export { formatNumber } from '../../lib/format';

/** The monthly amount a tenant pays: the warm rent, else rent + additional cost; `warm` says which. */
export function monthlyRent(property: Pick<Property, 'rent' | 'additionalCost' | 'warmRent'>) {
  if (property.warmRent) return { amount: property.warmRent, warm: true };
  if (property.additionalCost) return { amount: property.rent + property.additionalCost, warm: true };
  return { amount: property.rent, warm: false };
}

export function placeLine(property: Pick<Property, 'postalCode' | 'city'>) {
  return [property.postalCode, property.city].filter(Boolean).join(' ');
}
