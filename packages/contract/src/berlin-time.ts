/**
 * Berlin wall-clock time, the one owner for web and API: viewings are stored in UTC and shown,
 * mailed and entered in Europe/Berlin, whose clocks skip an hour in spring and repeat one in autumn.
 */
export const BERLIN_TIME_ZONE = 'Europe/Berlin';

// Made on first use: a formatter with a time zone loads that zone's rules, ~35 ms of a phone's main thread
// (150 ms at Lighthouse's 4× slowdown) that every page importing this module paid as it loaded.
let berlinFormat: Intl.DateTimeFormat | undefined;
function berlinParts() {
  berlinFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BERLIN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return berlinFormat;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Berlin wall clock of an instant. */
export function berlinWallClock(at: Date): WallClock {
  const part = Object.fromEntries(
    berlinParts()
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: part.year ?? 0,
    month: part.month ?? 0,
    day: part.day ?? 0,
    hour: part.hour ?? 0,
    minute: part.minute ?? 0,
    second: part.second ?? 0,
  };
}

/** How many minutes Berlin's wall clock is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function berlinOffsetMinutes(at: Date): number {
  const w = berlinWallClock(at);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * Every instant a Berlin wall-clock time names: none for the hour the clocks skip in spring
 * (2026-03-29 02:30), two for the hour they repeat in autumn (summer time's first), else one.
 */
export function berlinInstants(year: number, month: number, day: number, hour: number, minute = 0): Date[] {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const found = new Set<number>();
  for (const offset of [120, 60]) {
    const at = wall - offset * 60_000;
    if (berlinOffsetMinutes(new Date(at)) === offset) found.add(at);
  }
  return [...found].sort((a, b) => a - b).map((t) => new Date(t));
}

/** The offset an ISO 8601 timestamp carries, in minutes (`Z` is 0); null when it carries none. */
function offsetOf(iso: string): number | null {
  const m = /(Z|([+-])(\d{2}):?(\d{2}))$/i.exec(iso);
  if (!m) return null;
  if (m[1]?.toUpperCase() === 'Z') return 0;
  return (m[2] === '-' ? -1 : 1) * (Number(m[3]) * 60 + Number(m[4]));
}

/**
 * Whether a timestamp with an offset is a Berlin time that exists: UTC (`Z`) always is; otherwise the
 * offset must be the one Berlin has at that instant. So 2026-03-29T02:30+01:00 and +02:00 are both
 * refused (the clocks skip 02:00–03:00), while 2026-10-25T02:30+02:00 and +01:00 are two instants.
 */
export function isExistingBerlinTime(iso: string): boolean {
  const offset = offsetOf(iso);
  const at = new Date(iso);
  if (offset === null || Number.isNaN(at.getTime())) return false;
  return offset === 0 || berlinOffsetMinutes(at) === offset;
}

/** An instant as an ISO 8601 timestamp with Berlin's offset (`2026-12-01T17:00:00+01:00`). */
export function toBerlinIso(at: Date): string {
  const w = berlinWallClock(at);
  const offset = berlinOffsetMinutes(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}+${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`;
}

/** Date and time in Berlin for people: "Di., 1. Dez. 2026, 17:00" / "Tue, 1 Dec 2026, 17:00". */
export function formatBerlinDateTime(at: Date | string, language: string): string {
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-GB' : 'de-DE', {
    timeZone: BERLIN_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at));
}

/** A clock time in Berlin ("17:30"). */
export function formatBerlinTime(at: Date | string): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: BERLIN_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(at),
  );
}
