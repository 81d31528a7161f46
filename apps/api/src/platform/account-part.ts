import type { AccountExport } from '@mietmatch/contract';
import type { Executor } from '../db/client.ts';
import type { accountErasures, UserRow } from '../db/schema/index.ts';

/**
 * A module's share of a member's own data (GDPR Art. 20 and 17): its section of the export and its
 * step of the erasure. account-data composes the shares of all modules, so it reads none of their
 * tables and each module keeps the rules about its own rows (what a member may see, what must be kept).
 */
export interface AccountPart {
  /** Reads the member's rows, before the first byte of the archive goes out. */
  export?: (db: Executor, memberId: string) => Promise<ExportSection>;
  erase?: ErasureStep;
}

/** The sections of `account.json` the modules write; the envelope and the account are account-data's own. */
export type ExportSections = Omit<AccountExport, 'format' | 'exportedAt' | 'account'>;

/** One module's rows of the member, read and waiting to be presented. */
export interface ExportSection {
  /** Other members the section names: their names are looked up once, for all sections together. */
  members?: string[];
  /**
   * The module's section(s) as the contract has them. Called twice (once to list the files, once more
   * after reading them, when a file that could not be read is null), so it only presents what was read.
   */
  present: (ctx: ExportContext) => Partial<ExportSections>;
}

/** What a section's presentation asks of the export as a whole. */
export interface ExportContext {
  /** The member whose data this is. */
  me: string;
  /** Another member as the app showed them (id and name, nothing else); null once their account is erased. */
  member: (id: string) => { id: string; name: string } | null;
  /** Puts a stored file into the archive; answers its path there, or null when it could not be read. */
  file: (f: ExportFile) => string | null;
}

/** A stored file, by the platform store that holds it: account-data reads it there, or deletes it. */
export interface StoredFile {
  store: 'avatars' | 'propertyImages' | 'privateFiles';
  key: string;
}

/** A stored file the archive should hold, and where `account.json` says it is. */
export interface ExportFile extends StoredFile {
  path: string;
  /** Images are compressed already: storing them saves time and gains nothing. */
  compress: boolean;
}

/**
 * A module's step of the erasure. The user row goes last and its cascade takes most rows, so a step
 * does only what the cascade would not: tell others, delete what names the member in others' rows,
 * keep under the pseudonym what must outlive the account, and name the files of rows that go.
 */
export interface ErasureStep {
  /** Before the transaction, for work that tells the other side (it cannot be undone with a rollback). */
  beforeTransaction?: (memberId: string) => Promise<void>;
  /**
   * First in the transaction, while every row still names the member by id (nothing is pseudonymised
   * yet): deletes others' rows that name them and lists the stored files of their rows.
   */
  remove?: (tx: Executor, member: UserRow) => Promise<ErasureOutcome>;
  /** Then, after every module's `remove`: keeps what must outlive the account under the pseudonym. */
  pseudonymise?: (tx: Executor, member: UserRow, pseudonym: string) => Promise<ErasureOutcome>;
}

/** What an erasure step leaves for account-data to do: files to delete after the commit, counts to record. */
export interface ErasureOutcome {
  /** Deleted from storage once the transaction has committed (a failure leaves an orphan file only). */
  files?: StoredFile[];
  /** Rows kept under the pseudonym, counted in the erasure record. */
  kept?: Partial<Pick<typeof accountErasures.$inferInsert, 'paymentsKept' | 'inboxesKept'>>;
}

/** A date as the export writes it (ISO, UTC), null kept. */
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** A row as stored, with dates as ISO strings and without the columns that name the owner or are bookkeeping. */
export function plainRow(row: Record<string, unknown>, omit: string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => !omit.includes(k))
      .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}
