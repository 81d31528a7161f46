import { ALERT_TIME_ZONE, DAILY_DIGEST_HOUR } from '@mietmatch/contract';

const berlinParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ALERT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Berlin wall clock of an instant. */
function wallClock(at: Date) {
  const part = Object.fromEntries(berlinParts.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return {
    year: part.year!,
    month: part.month!,
    day: part.day!,
    hour: part.hour!,
    minute: part.minute!,
    second: part.second!,
  };
}

/** How far Berlin's wall clock is ahead of UTC at an instant (1 h in winter, 2 h in summer). */
function offsetMs(at: Date): number {
  const w = wallClock(at);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a Berlin date and hour names. The offset is read twice: once near the wanted instant
 * and once at it, so a day on which the clocks change gets the offset of that hour (07:00 itself is
 * never skipped nor doubled: the clocks change between 02:00 and 03:00).
 */
function berlinInstant(year: number, month: number, day: number, hour: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - offsetMs(new Date(wall));
  return new Date(wall - offsetMs(new Date(first)));
}

const dateKey = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * The next daily digest after `now`: `DAILY_DIGEST_HOUR` o'clock Berlin time today, or tomorrow when
 * that has passed. `key` is that Berlin date: the digest job of one day exists once.
 */
export function nextDigest(now: Date): { at: Date; key: string } {
  const today = wallClock(now);
  let at = berlinInstant(today.year, today.month, today.day, DAILY_DIGEST_HOUR);
  let date = { year: today.year, month: today.month, day: today.day };
  if (at.getTime() <= now.getTime()) {
    const next = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
    date = { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
    at = berlinInstant(date.year, date.month, date.day, DAILY_DIGEST_HOUR);
  }
  return { at, key: dateKey(date.year, date.month, date.day) };
}
