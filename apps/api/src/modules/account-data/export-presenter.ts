import { ACCOUNT_EXPORT_FORMAT, accountExportSchema, type AccountExport } from '@mietmatch/contract';
import type { UserRow } from '../../db/schema/index.ts';
import {
  isoOrNull,
  type ExportContext,
  type ExportFile,
  type ExportSection,
  type ExportSections,
} from '../../platform/account-part.ts';

/** Everything the export holds, read before the first byte goes out. */
export interface ExportData {
  user: UserRow;
  /** The modules' sections, in the order the app lists the modules. */
  sections: ExportSection[];
  /** The names the app showed of the other members the sections name, by id. */
  names: Map<string, string>;
}

/** The sections in the order `account.json` lists them: the contract's, whatever the order of the modules. */
const SECTION_KEYS = Object.keys(accountExportSchema.shape).filter(
  (key) => !['format', 'exportedAt', 'account'].includes(key),
) as (keyof ExportSections)[];

/**
 * `account.json` and the list of files for the archive. Only what the person gave us or what the
 * app showed them: other members appear by id and the name the app displayed, never with their
 * email, phone or address; the password hash and every token stay out.
 * `present` says whether a file could be read; a missing one is `file: null` in the JSON.
 */
export function presentExport(
  d: ExportData,
  at: Date,
  present: (f: ExportFile) => boolean = () => true,
): { json: AccountExport; files: ExportFile[] } {
  // The archive lists the files in the order they are presented: the avatar, then the modules' in their order.
  const files: ExportFile[] = [];
  const ctx: ExportContext = {
    me: d.user.id,
    member: (id) => {
      const name = d.names.get(id);
      return name === undefined ? null : { id, name };
    },
    file: (f) => {
      files.push(f);
      return present(f) ? f.path : null;
    },
  };
  const account = presentAccount(d.user, ctx);
  const presented: Partial<ExportSections> = Object.assign({}, ...d.sections.map((s) => s.present(ctx)));
  const json: AccountExport = {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: at.toISOString(),
    account,
    ...inContractOrder(presented),
  };
  return { json, files };
}

function inContractOrder(presented: Partial<ExportSections>): ExportSections {
  const entries = SECTION_KEYS.map((key) => {
    // A section no module presents is a wiring mistake in app.ts, not an export to send incomplete.
    if (presented[key] === undefined) throw new Error(`No module presents the export section "${key}"`);
    return [key, presented[key]];
  });
  return Object.fromEntries(entries) as ExportSections;
}

function presentAccount(u: UserRow, { file }: ExportContext): AccountExport['account'] {
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    firstName: u.firstName,
    lastName: u.lastName,
    address: u.address,
    postalArea: u.postalArea,
    telephone: u.telephone,
    nationality: u.nationality,
    profession: u.profession,
    relationshipStatus: u.relationshipStatus,
    language: u.language,
    avatar: u.avatarKey
      ? file({ path: 'files/avatar.webp', store: 'avatars', key: u.avatarKey, compress: false })
      : null,
    emailVerifiedAt: isoOrNull(u.emailVerifiedAt),
    isBlocked: u.isBlocked,
    isSoftDeleted: u.isSoftDeleted,
    isWarned: u.isWarned,
    isDeactivated: u.isDeactivated,
    planId: u.planId,
    subscriptionMonths: u.subscriptionMonths,
    paymentExpiresAt: isoOrNull(u.paymentExpiresAt),
    additionalPlanExpiresAt: isoOrNull(u.additionalPlanExpiresAt),
    freePlanUsedAt: isoOrNull(u.freePlanUsedAt),
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
    businessDetails: u.role === 'contractor' ? businessDetails(u) : null,
  };
}

/** A landlord's business details (DSA Art. 30) as the profile answers them, with the admin check. */
function businessDetails(u: UserRow): NonNullable<AccountExport['account']['businessDetails']> {
  return {
    isBusiness: u.isBusiness,
    name: u.businessName,
    address: u.businessAddress,
    phone: u.businessPhone,
    email: u.businessEmail,
    tradeRegister: u.businessTradeRegister,
    noTradeRegister: u.businessNoTradeRegister,
    certifiedAt: isoOrNull(u.businessCertifiedAt),
    checkedAt: isoOrNull(u.businessCheckedAt),
  };
}
