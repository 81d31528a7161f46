import { berlinInstants, toBerlinIso } from '@mietmatch/contract';

/** Which of the autumn's two 02:xx a landlord means: summer time (+02:00, first) or winter time (+01:00). */
export type ClockChoice = 'summer' | 'winter';

/**
 * A Berlin wall-clock time from the form's date (`2026-10-25`) and time (`02:30`) fields:
 * `none` when the clocks skip it (spring), `two` when they repeat it (autumn), else `one`.
 */
export type WallTime =
  | { kind: 'incomplete' }
  | { kind: 'none' }
  | { kind: 'one'; at: Date }
  | { kind: 'two'; summer: Date; winter: Date };

export function wallTime(date: string, time: string): WallTime {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})/.exec(time);
  if (!d || !t) return { kind: 'incomplete' };
  const found = berlinInstants(Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2]));
  const [first, second] = found;
  if (!first) return { kind: 'none' };
  return second ? { kind: 'two', summer: first, winter: second } : { kind: 'one', at: first };
}

/** The instant as the API takes it (`2026-10-25T02:30:00+01:00`), or null while a choice is missing. */
export function wallTimeIso(time: WallTime, choice: ClockChoice | undefined): string | null {
  if (time.kind === 'one') return toBerlinIso(time.at);
  if (time.kind === 'two' && choice) return toBerlinIso(choice === 'summer' ? time.summer : time.winter);
  return null;
}
