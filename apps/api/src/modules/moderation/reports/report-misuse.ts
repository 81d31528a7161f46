import { MODERATION_RULES } from '@mietmatch/contract';

const DAY_MS = 86_400_000;
const { misuseUnfounded: LIMIT, misuseWindowDays, misuseSuspensionDays } = MODERATION_RULES;

/** How far back the dismissals that can still matter reach: a window and a suspension. */
export const misuseLookback = (now: Date) =>
  new Date(now.getTime() - (misuseWindowDays + misuseSuspensionDays) * DAY_MS);

/**
 * Misuse (DSA Art. 23): the moments a reporter reached the limit, i.e. the dismissals as manifestly
 * unfounded (sorted, oldest first) that were the 5th within 30 days (by decision time).
 */
function limitReachedAt(dismissals: Date[]): Date[] {
  const reached: Date[] = [];
  for (let i = LIMIT - 1; i < dismissals.length; i++) {
    if (dismissals[i]!.getTime() - dismissals[i - (LIMIT - 1)]!.getTime() <= misuseWindowDays * DAY_MS)
      reached.push(dismissals[i]!);
  }
  return reached;
}

const suspensionEnd = (reached: Date) => new Date(reached.getTime() + misuseSuspensionDays * DAY_MS);

/** The end of the reporting suspension in force at `now`, or null: 7 days after reaching the limit. */
export function reportingSuspendedUntil(dismissals: Date[], now: Date): Date | null {
  const ends = limitReachedAt(dismissals)
    .map(suspensionEnd)
    .filter((end) => end > now);
  return ends.length > 0 ? new Date(Math.max(...ends.map((e) => e.getTime()))) : null;
}

/** Whether the dismissal at `at` made the reporter reach the limit; answers the suspension's end. */
export function suspensionStartedBy(dismissals: Date[], at: Date): Date | null {
  return limitReachedAt(dismissals).some((d) => d.getTime() === at.getTime()) ? suspensionEnd(at) : null;
}
