import type { User } from '@mietmatch/contract';
import type { UserRow } from '../../db/schema/index.ts';

export function avatarUrls(avatarKey: string | null) {
  if (!avatarKey) return { avatarUrl: null, avatarThumbUrl: null };
  return {
    avatarUrl: `/api/files/avatars/${avatarKey}.webp`,
    avatarThumbUrl: `/api/files/avatars/${avatarKey}-thumb.webp`,
  };
}

/** The only shape a user leaves the server in: named columns, never the password hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    address: row.address,
    postalArea: row.postalArea,
    telephone: row.telephone,
    nationality: row.nationality,
    profession: row.profession,
    relationshipStatus: row.relationshipStatus,
    language: row.language,
    ...avatarUrls(row.avatarKey),
    emailVerified: row.emailVerifiedAt !== null,
    isBlocked: row.isBlocked,
    isSoftDeleted: row.isSoftDeleted,
    isWarned: row.isWarned,
    isDeactivated: row.isDeactivated,
    planId: row.planId,
    subscriptionMonths: row.subscriptionMonths,
    paymentExpiresAt: row.paymentExpiresAt?.toISOString() ?? null,
    additionalPlanExpiresAt: row.additionalPlanExpiresAt?.toISOString() ?? null,
    freePlanUsed: row.freePlanUsedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
