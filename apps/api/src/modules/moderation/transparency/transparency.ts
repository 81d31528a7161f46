import {
  MODERATION_ACTIONS,
  MODERATION_GROUNDS,
  REPORT_REASONS,
  REPORT_SUBJECT_TYPES,
  type Transparency,
} from '@mietmatch/contract';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type Period, transparencyCounts } from './transparency-queries.ts';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const EARLIEST = Date.parse('1970-01-01T00:00:00Z');
const LATEST = Date.parse('9999-01-01T00:00:00Z');
const isDateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * The period asked for, as [from, to). Days are UTC days: a date-only `to` includes that whole day,
 * a date-only `from` starts at its midnight. Without `to` the period ends now; without `from` it
 * starts 30 days before its end.
 */
export function periodOf(query: { from?: string; to?: string }, now: Date): Period {
  const to = !query.to
    ? new Date(now.getTime() + 1)
    : isDateOnly(query.to)
      ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)
      : new Date(Date.parse(query.to) + 1);
  const from = !query.from
    ? new Date(to.getTime() - DEFAULT_DAYS * DAY_MS)
    : new Date(isDateOnly(query.from) ? Date.parse(`${query.from}T00:00:00Z`) : Date.parse(query.from));
  // Both engines store years 1 to 294276, but a year 0 or a five-digit year does not survive the trip.
  if (!(from.getTime() >= EARLIEST)) throw new AppError('ValidationFailed', { fields: { from: 'invalidValue' } });
  if (!(to.getTime() <= LATEST)) throw new AppError('ValidationFailed', { fields: { to: 'invalidValue' } });
  if (from.getTime() >= to.getTime()) throw new AppError('ValidationFailed', { fields: { from: 'invalidValue' } });
  return { from, to };
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** The figures of a period; every key of every breakdown is present, 0 when nothing happened. */
export async function transparencyReport(db: Executor, p: Period): Promise<Transparency> {
  const counts = await transparencyCounts(db, p);
  const byReason = zeros(REPORT_REASONS);
  const bySubjectType = zeros(REPORT_SUBJECT_TYPES);
  let reportsTotal = 0;
  let flags = 0;
  for (const row of counts.reports) {
    const n = Number(row.n);
    reportsTotal += n;
    byReason[row.reason] += n;
    bySubjectType[row.subjectType] += n;
    if (row.automated) flags += n;
  }
  const byAction = zeros(MODERATION_ACTIONS);
  const byGround = zeros(MODERATION_GROUNDS);
  let decisionsTotal = 0;
  for (const row of counts.decisions) {
    const n = Number(row.n);
    decisionsTotal += n;
    byAction[row.action] += n;
    if (row.ground) byGround[row.ground] += n;
  }
  let complaintsTotal = 0;
  let reversed = 0;
  for (const row of counts.complaints) {
    complaintsTotal += Number(row.n);
    if (row.outcome === 'reversed') reversed += Number(row.n);
  }
  return {
    from: p.from.toISOString(),
    // The last moment inside the period, as people read "to".
    to: new Date(p.to.getTime() - 1).toISOString(),
    reports: { total: reportsTotal, byReason, bySubjectType },
    decisions: { total: decisionsTotal, byAction, byGround },
    medianHoursToDecision: counts.medianSeconds === null ? null : Math.round(counts.medianSeconds / 360) / 10,
    complaints: { total: complaintsTotal, reversed },
    automated: { flags, confirmed: counts.automatedConfirmed },
  };
}

/**
 * The same figures as `section,key,value` rows, one per figure (`reports.byReason,scam,4`); the
 * period opens the file and a median without decided reports is an empty value.
 */
export function transparencyCsv(t: Transparency): string {
  const rows: Array<[string, string, string | number]> = [
    ['period', 'from', t.from],
    ['period', 'to', t.to],
    ['reports', 'total', t.reports.total],
    ...Object.entries(t.reports.byReason).map(([k, v]) => ['reports.byReason', k, v] as [string, string, number]),
    ...Object.entries(t.reports.bySubjectType).map(
      ([k, v]) => ['reports.bySubjectType', k, v] as [string, string, number],
    ),
    ['decisions', 'total', t.decisions.total],
    ...Object.entries(t.decisions.byAction).map(([k, v]) => ['decisions.byAction', k, v] as [string, string, number]),
    ...Object.entries(t.decisions.byGround).map(([k, v]) => ['decisions.byGround', k, v] as [string, string, number]),
    ['medianHoursToDecision', '', t.medianHoursToDecision ?? ''],
    ['complaints', 'total', t.complaints.total],
    ['complaints', 'reversed', t.complaints.reversed],
    ['automated', 'flags', t.automated.flags],
    ['automated', 'confirmed', t.automated.confirmed],
  ];
  return `${['section,key,value', ...rows.map((r) => r.join(','))].join('\r\n')}\r\n`;
}

/** `mietmatch-transparency-<from>-<to>.csv`, the days of the period's first and last moment. */
export function transparencyFileName(t: Transparency): string {
  return `mietmatch-transparency-${t.from.slice(0, 10)}-${t.to.slice(0, 10)}.csv`;
}
