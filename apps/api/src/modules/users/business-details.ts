import type { BusinessDetailsFields, ListingProvider } from '@mietmatch/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { presentProvider } from './presenter.ts';

/** The stored columns of a private landlord (and of every tenant): no business details at all. */
const PRIVATE: Partial<NewUserRow> = {
  isBusiness: false,
  businessName: null,
  businessAddress: null,
  businessPhone: null,
  businessEmail: null,
  businessTradeRegister: null,
  businessNoTradeRegister: false,
  businessCertifiedAt: null,
  businessCheckedAt: null,
  businessCheckedBy: null,
};

/**
 * The columns that store a landlord's answer about listing as a business (DSA Art. 30).
 *
 * The contract's schema accepts `isBusiness: true` only with every detail valid and the
 * self-certification given, so a business landlord is always complete: no listing of a business with
 * missing details can ever be visible, and there is no state "business, details pending" to check for
 * when a listing is published. Each save as a business certifies again (`businessCertifiedAt`), also
 * the change from private. An admin's check holds for the details it saw: changed details need a new one.
 * Only landlords list: a tenant's or admin's `isBusiness: true` is refused on the field, `false` changes nothing.
 */
export function businessDetailsColumns(user: UserRow, details: BusinessDetailsFields, now: Date): Partial<NewUserRow> {
  if (!details.isBusiness) return PRIVATE;
  if (user.role !== 'contractor') {
    throw new AppError('ValidationFailed', { fields: { businessDetails: 'businessDetailsLandlordsOnly' } });
  }
  const next = {
    isBusiness: true,
    businessName: details.name,
    businessAddress: details.address,
    businessPhone: details.phone,
    businessEmail: details.email,
    businessTradeRegister: details.noTradeRegister ? null : details.tradeRegister,
    businessNoTradeRegister: details.noTradeRegister,
  } satisfies Partial<NewUserRow>;
  const unchanged = (Object.keys(next) as (keyof typeof next)[]).every((key) => user[key] === next[key]);
  return {
    ...next,
    businessCertifiedAt: now,
    ...(unchanged ? {} : { businessCheckedAt: null, businessCheckedBy: null }),
  };
}

/** Marks a business landlord's details as checked by this admin; null when the account lists as no business. */
export async function markBusinessChecked(
  db: Executor,
  userId: string,
  adminId: string,
  now: Date,
): Promise<UserRow | null> {
  if (!isUuid(userId)) return null;
  const [row] = await db
    .update(users)
    .set({ businessCheckedAt: now, businessCheckedBy: adminId, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.role, 'contractor'), eq(users.isBusiness, true)))
    .returning();
  return row ?? null;
}

/**
 * Who offers each of these owners' listings (DSA Art. 30), by owner id, in one query: for the
 * answers that show listings of many owners outside the listing search (favourites, matches).
 */
export async function providersOf(db: Executor, ownerIds: string[]): Promise<Map<string, ListingProvider>> {
  const ids = [...new Set(ownerIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      isBusiness: users.isBusiness,
      businessName: users.businessName,
      businessAddress: users.businessAddress,
      businessPhone: users.businessPhone,
      businessEmail: users.businessEmail,
      businessTradeRegister: users.businessTradeRegister,
      businessCheckedAt: users.businessCheckedAt,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, presentProvider(r)]));
}
