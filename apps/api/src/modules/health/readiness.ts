/**
 * Whether this node can serve now, asked by load balancers and orchestrators (`GET /api/ready`). Each
 * part is asked at once and given a second: a part that has not answered by then counts as down, so
 * the answer comes within about a second even when everything is down.
 */
export const CHECK_LIMIT_MS = 1000;

type ReadinessPart = 'database' | 'redis' | 'storage';
type PartState = 'ok' | 'off' | 'error';

export interface ReadinessChecks {
  database: () => Promise<void>;
  /** The node's Redis connections; absent without REDIS_URL. */
  redis?: () => Promise<void>;
  storage: () => Promise<void>;
}

export interface Readiness {
  checks: Record<ReadinessPart, PartState>;
  failing: ReadinessPart[];
  /** Why each failing part failed, for the log. */
  errors: Partial<Record<ReadinessPart, string>>;
}

/** Rejects when `work` has not settled within `ms`; `work` itself may still settle later. */
export function withinTime(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

type Outcome = { state: PartState; error?: unknown };

async function attempt(check: (() => Promise<void>) | undefined): Promise<Outcome> {
  if (!check) return { state: 'off' };
  // A check that throws at once counts as a failed one, not as a failed readiness request.
  const work = Promise.resolve().then(check);
  try {
    await withinTime(work, CHECK_LIMIT_MS);
    return { state: 'ok' };
  } catch (error) {
    // A check that answers late may still fail after the answer went out: that failure is this one.
    work.catch(() => {});
    return { state: 'error', error };
  }
}

export async function checkReadiness(checks: ReadinessChecks): Promise<Readiness> {
  const parts: [ReadinessPart, (() => Promise<void>) | undefined][] = [
    ['database', checks.database],
    ['redis', checks.redis],
    ['storage', checks.storage],
  ];
  const outcomes = await Promise.all(parts.map(([, check]) => attempt(check)));
  const result: Readiness = { checks: { database: 'ok', redis: 'ok', storage: 'ok' }, failing: [], errors: {} };
  parts.forEach(([part], i) => {
    const { state, error } = outcomes[i]!;
    result.checks[part] = state;
    if (state !== 'error') return;
    result.failing.push(part);
    result.errors[part] = error instanceof Error ? error.message : String(error);
  });
  return result;
}
