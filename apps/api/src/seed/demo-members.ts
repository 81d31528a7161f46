import type { Db } from '../db/client.ts';
import type { NewUserRow, UserRow } from '../db/schema/index.ts';
import { addMonths } from '../lib/clock.ts';
import { findUserByEmail, insertUser, updateUser } from '../modules/users/index.ts';
import { DEMO_CITIES } from './demo-places.ts';
import {
  DEMO_LANDLORD_EMAIL,
  DEMO_LANDLORDS,
  LANDLORDS_BY_CITY,
  DEMO_TENANT_EMAIL,
  DEMO_TENANTS,
  type DemoMember,
  type DemoTenant,
} from './demo-people.ts';

/** Every demo member with the avatar drawn for them, in one list (landlords first). */
export function demoMembers(): { member: DemoMember; role: 'client' | 'contractor' }[] {
  const volker: DemoMember = { firstName: 'Volker', lastName: 'Vermieter', email: DEMO_LANDLORD_EMAIL, language: 'de' };
  return [
    ...[volker, ...DEMO_LANDLORDS].map((member) => ({ member, role: 'contractor' as const })),
    ...DEMO_TENANTS.map((member) => ({ member, role: 'client' as const })),
  ];
}

/**
 * The plan each demo member holds. The two demo accounts get the longest plans (and the demo tenant
 * the additional plan, so she may write to landlords first): every page of theirs works and shows
 * its paid state. Other members vary, as a real marketplace does.
 */
function planOf(email: string, role: 'client' | 'contractor', index: number, now: Date): Partial<NewUserRow> {
  const months = email === DEMO_LANDLORD_EMAIL || email === DEMO_TENANT_EMAIL ? 12 : [3, 6, 6, 12][index % 4]!;
  const paid = role === 'client' ? (months === 3 ? 'basic' : 'tenant') : months === 3 ? 'basic' : 'landlord';
  return {
    planId: `${paid}-${months}`,
    subscriptionMonths: months,
    paymentExpiresAt: addMonths(now, months),
    freePlanUsedAt: paid === 'basic' ? now : null,
    additionalPlanExpiresAt: email === DEMO_TENANT_EMAIL ? addMonths(now, 12) : null,
  };
}

/**
 * A profile address in the member's home town (a tenant's first city, a landlord's first city of
 * listings): the landlord's tenant search starts in the profile's town, so the demo landlord's first
 * page already lists the tenants of Berlin.
 */
function homeOf(member: DemoMember, tenant: DemoTenant | null, index: number): Partial<NewUserRow> {
  const city =
    tenant?.cities[0] ?? Object.entries(LANDLORDS_BY_CITY).find(([, emails]) => emails.includes(member.email))?.[0];
  const place = DEMO_CITIES.find((c) => c.city === city);
  const district = place?.districts[index % place.districts.length];
  if (!place || !district) return {};
  const street = district.streets[index % district.streets.length];
  return {
    address: `${street} ${(index % 40) + 1}, ${district.postalCode} ${place.city}`,
    postalArea: district.postalCode,
  };
}

/**
 * Creates the demo's members (the two demo accounts exist already: they get their avatar, profile
 * and plan). Answers every member by email, as stored.
 */
export async function seedMembers(
  db: Db,
  passwordHash: string,
  avatarKeys: Map<string, string>,
  now: Date,
): Promise<Map<string, UserRow>> {
  const byEmail = new Map<string, UserRow>();
  for (const [index, { member, role }] of demoMembers().entries()) {
    const tenant = role === 'client' ? (member as DemoTenant) : null;
    const profile = {
      avatarKey: avatarKeys.get(member.email) ?? null,
      language: member.language,
      telephone: `+49 17${index % 10} ${String(4_000_000 + index * 7_919).padStart(7, '0')}`,
      profession: tenant?.profession ?? null,
      nationality: tenant?.nationality ?? null,
      relationshipStatus: tenant?.relationshipStatus ?? null,
      ...homeOf(member, tenant, index),
      ...planOf(member.email, role, index, now),
    };
    const existing = await findUserByEmail(db, member.email);
    const row = existing
      ? await updateUser(db, existing.id, profile)
      : await insertUser(db, {
          email: member.email,
          firstName: member.firstName,
          lastName: member.lastName,
          role,
          passwordHash,
          emailVerifiedAt: now,
          ...profile,
        });
    byEmail.set(member.email, row!);
  }
  return byEmail;
}
