import { berlinWallClock, PRODUCT_NAME } from '@mietmatch/contract';

/** The brand as the stamp names it: the German half of the product name ("Mietmatch"). */
const BRAND = PRODUCT_NAME.split('|')[0]!.trim();
/** Longer names are cut: the line must stay short enough to be legible across a page. */
const MAX_NAME = 60;

/**
 * The line stamped across every copy a landlord opens: "Nur für Max Mustermann · Mietmatch · 05.03.2026".
 * German whatever the language (the tenant's documents are German documents); the date is Berlin's.
 */
export function stampLine(landlordName: string, at: Date): string {
  const name = landlordName.replace(/\s+/g, ' ').trim();
  const short = name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1).trimEnd()}…` : name;
  const { day, month, year } = berlinWallClock(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `Nur für ${short} · ${BRAND} · ${pad(day)}.${pad(month)}.${year}`;
}
