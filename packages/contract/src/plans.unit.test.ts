import { describe, expect, it } from 'vitest';
import { hasValidAdditionalPlan, hasValidPlan, planRunsAt } from './plans.ts';

describe('plan validity', () => {
  const end = '2026-05-01T12:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('runs up to and including its last millisecond, from a Date or an ISO string', () => {
    expect(planRunsAt(end, at(end))).toBe(true);
    expect(planRunsAt(new Date(end), new Date(at(end) + 1))).toBe(false);
    expect(planRunsAt(end, at(end) - 86_400_000)).toBe(true);
  });

  it('an absent or unreadable end is no plan', () => {
    expect(planRunsAt(null, 0)).toBe(false);
    expect(planRunsAt(undefined, 0)).toBe(false);
    expect(planRunsAt('not a date', 0)).toBe(false);
  });

  it('admins need no plan; members need a running one; the additional plan has its own end', () => {
    expect(hasValidPlan({ role: 'admin', paymentExpiresAt: null }, 0)).toBe(true);
    expect(hasValidPlan({ role: 'client', paymentExpiresAt: null }, 0)).toBe(false);
    expect(hasValidPlan({ role: 'contractor', paymentExpiresAt: end }, at(end) + 1)).toBe(false);
    expect(hasValidAdditionalPlan({ additionalPlanExpiresAt: end }, at(end))).toBe(true);
    expect(hasValidAdditionalPlan({ additionalPlanExpiresAt: null }, 0)).toBe(false);
  });
});
