import type { BusinessDetails, ListingProvider, User } from '@mietmatch/contract';
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
    // Landlords only: tenants and admins cannot list as a business.
    ...(row.role === 'contractor' ? { businessDetails: presentBusinessDetails(row) } : {}),
  };
}

/** A landlord's business details as they gave them (DSA Art. 30), to themselves, admins and their export. */
function presentBusinessDetails(row: UserRow): BusinessDetails {
  return {
    isBusiness: row.isBusiness,
    name: row.businessName,
    address: row.businessAddress,
    phone: row.businessPhone,
    email: row.businessEmail,
    tradeRegister: row.businessTradeRegister,
    noTradeRegister: row.businessNoTradeRegister,
    certifiedAt: row.businessCertifiedAt?.toISOString() ?? null,
    checkedAt: row.businessCheckedAt?.toISOString() ?? null,
  };
}

/** The owner's columns a listing's provider is made of: a users row, or the search query's JSON of them. */
export interface ProviderColumns {
  isBusiness: boolean;
  businessName: string | null;
  businessAddress: string | null;
  businessPhone: string | null;
  businessEmail: string | null;
  businessTradeRegister: string | null;
  businessCheckedAt: Date | string | null;
}

/** Who offers a listing (DSA Art. 30): a business with the details it gave, or a private landlord. */
export function presentProvider(owner: ProviderColumns | null | undefined): ListingProvider {
  if (!owner?.isBusiness) return { type: 'private' };
  return {
    type: 'business',
    name: owner.businessName ?? '',
    address: owner.businessAddress ?? '',
    phone: owner.businessPhone ?? '',
    email: owner.businessEmail ?? '',
    tradeRegister: owner.businessTradeRegister || null,
    checked: owner.businessCheckedAt !== null,
  };
}
