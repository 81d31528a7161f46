import { berlinInstants, berlinWallClock, DAILY_DIGEST_HOUR } from '@mietmatch/contract';

/**
 * The instant a Berlin date and hour names. 07:00 is never skipped nor doubled (the clocks change
 * between 02:00 and 03:00), so there is exactly one.
 */
function berlinInstant(year: number, month: number, day: number, hour: number): Date {
  const [at] = berlinInstants(year, month, day, hour);
  if (!at) throw new Error(`${year}-${month}-${day} ${hour}:00 does not exist in Berlin`);
  return at;
}

const dateKey = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * The next daily digest after `now`: `DAILY_DIGEST_HOUR` o'clock Berlin time today, or tomorrow when
 * that has passed. `key` is that Berlin date: the digest job of one day exists once.
 */
export function nextDigest(now: Date): { at: Date; key: string } {
  const today = berlinWallClock(now);
  let at = berlinInstant(today.year, today.month, today.day, DAILY_DIGEST_HOUR);
  let date = { year: today.year, month: today.month, day: today.day };
  if (at.getTime() <= now.getTime()) {
    const next = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
    date = { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
    at = berlinInstant(date.year, date.month, date.day, DAILY_DIGEST_HOUR);
  }
  return { at, key: dateKey(date.year, date.month, date.day) };
}
