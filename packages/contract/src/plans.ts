/**
 * The plan table (prices in cents, VAT included). Prepaid fixed terms, no automatic renewal.
 * Buying again extends from the later of now and the current expiry.
 */
export type PlanAudience = 'client' | 'contractor';
export type PlanKind = 'basic' | 'tenant' | 'landlord' | 'additional';

export interface Plan {
  id: string;
  kind: PlanKind;
  audience: PlanAudience[];
  months: number;
  monthlyCents: number;
  totalCents: number;
  /** 12-month plans rank first among equal matches and carry priority support. */
  topPlacement: boolean;
}

const plan = (
  kind: PlanKind,
  audience: PlanAudience[],
  months: number,
  monthlyCents: number,
  totalCents: number,
): Plan => ({
  id: `${kind}-${months}`,
  kind,
  audience,
  months,
  monthlyCents,
  totalCents,
  topPlacement: months === 12,
});

export const PLANS: readonly Plan[] = [
  plan('basic', ['client', 'contractor'], 3, 0, 0),
  plan('tenant', ['client'], 3, 895, 2685),
  plan('tenant', ['client'], 6, 595, 3570),
  plan('tenant', ['client'], 12, 295, 3540),
  plan('landlord', ['contractor'], 1, 1995, 1995),
  plan('landlord', ['contractor'], 3, 1995, 5985),
  plan('landlord', ['contractor'], 6, 1495, 8970),
  plan('landlord', ['contractor'], 12, 995, 11940),
  plan('additional', ['client'], 3, 995, 2985),
  plan('additional', ['client'], 6, 695, 4170),
  plan('additional', ['client'], 12, 395, 4770),
];

export const FREE_PLAN_ID = 'basic-3';

export function plansFor(role: PlanAudience, additional = false): Plan[] {
  return PLANS.filter(
    (p) => p.audience.includes(role) && (additional ? p.kind === 'additional' : p.kind !== 'additional'),
  );
}

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

const planKindNames: Record<PlanKind, { de: string; en: string }> = {
  basic: { de: 'Basic', en: 'Basic' },
  tenant: { de: 'Mieter', en: 'Tenant' },
  landlord: { de: 'Vermieter', en: 'Landlord' },
  additional: { de: 'Zusatztarif für Mieter', en: 'Additional renter plan' },
};

export function planName(plan: Plan, language: 'de' | 'en'): string {
  return `${planKindNames[plan.kind][language]} · ${plan.months} ${language === 'de' ? (plan.months === 1 ? 'Monat' : 'Monate') : plan.months === 1 ? 'month' : 'months'}`;
}

/** The paid plan a role buys for a duration; the additional plan is for tenants only. */
export function findPaidPlan(role: PlanAudience, months: number, additional: boolean): Plan | undefined {
  const kind: PlanKind = additional ? 'additional' : role === 'client' ? 'tenant' : 'landlord';
  return PLANS.find((p) => p.kind === kind && p.months === months && p.audience.includes(role));
}

/** A plan end as the database row (Date) or the API's answer (ISO string) carries it. */
type PlanEnd = Date | string | null | undefined;

function timeOf(end: PlanEnd): number {
  if (!end) return Number.NaN;
  return end instanceof Date ? end.getTime() : Date.parse(end);
}

/**
 * The one rule of plan validity (spec section 4): valid while now is not after the end; an absent
 * end means no plan. The API, the realtime handshake and the web app all ask here.
 */
export function planRunsAt(end: PlanEnd, now: Date | number): boolean {
  const expires = timeOf(end);
  return !Number.isNaN(expires) && (typeof now === 'number' ? now : now.getTime()) <= expires;
}

/** Whether the member may use the marketplace now: admins need no plan. */
export function hasValidPlan(user: { role: string; paymentExpiresAt: PlanEnd }, now: Date | number): boolean {
  return user.role === 'admin' || planRunsAt(user.paymentExpiresAt, now);
}

/** Whether the tenant may write to landlords first (the additional renter plan). */
export function hasValidAdditionalPlan(user: { additionalPlanExpiresAt: PlanEnd }, now: Date | number): boolean {
  return planRunsAt(user.additionalPlanExpiresAt, now);
}
