import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import type { ImageStore } from '../../adapters/storage/image-store.ts';
import type { PrivateFiles } from '../../adapters/storage/private-files.ts';
import type { AccountPart, ErasureOutcome, ErasureStep, StoredFile } from '../../platform/account-part.ts';
import type { Platform } from '../../platform/platform.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { presentExport, type ExportData } from './export-presenter.ts';
import { zipStream, type ZipEntry } from './zip-stream.ts';
import * as q from './queries.ts';

/** An export reads every file of the account: a few a day are plenty. */
const EXPORT_RULE: RateLimitRule = { name: 'account-export', max: 10, windowMs: 60 * 60_000 };
/** Guessing the password through a stolen session must be slow. */
const DELETE_RULE: RateLimitRule = { name: 'account-delete', max: 5, windowMs: 15 * 60_000 };

export interface AccountDataDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  realtime: Realtime;
  avatars: ImageStore;
  propertyImages: ImageStore;
  privateFiles: PrivateFiles;
  /** Forgets the mails to the erased address: queued, given up, and the local copies. */
  outbox: Pick<Platform['outbox'], 'forget'>;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** The modules' shares of the member's data (read at each export and erasure: the app lists them after this). */
  parts: () => readonly AccountPart[];
}

/** Everything the export holds, read before the first byte goes out. */
async function collectExport(db: Db, user: UserRow, parts: readonly AccountPart[]): Promise<ExportData> {
  const sections = await Promise.all(parts.flatMap((part) => (part.export ? [part.export(db, user.id)] : [])));
  const names = await q.memberNames(
    db,
    user.id,
    sections.flatMap((s) => s.members ?? []),
  );
  return { user, sections, names };
}

/**
 * The rows of the erasure, in one transaction: the modules' steps remove what names the person while
 * every row still names them by id, then keep what must outlive the account under the pseudonym; the
 * user row goes last (its cascade takes the rest). Answers the stored files to delete after the commit.
 */
async function eraseRows(d: AccountDataDeps, user: UserRow, steps: ErasureStep[], pseudonym: string) {
  return d.db.transaction(async (tx) => {
    if (user.role === 'admin' && (await q.otherAdminsLocked(tx, user.id)) === 0) throw new AppError('LastAdmin');
    const fresh = await q.lockUser(tx, user.id);
    if (!fresh) throw new AppError('NotFound');
    const outcomes: ErasureOutcome[] = [];
    for (const step of steps) if (step.remove) outcomes.push(await step.remove(tx, fresh));
    for (const step of steps) if (step.pseudonymise) outcomes.push(await step.pseudonymise(tx, fresh, pseudonym));
    const kept = Object.assign({}, ...outcomes.map((o) => o.kept)) as NonNullable<ErasureOutcome['kept']>;
    await q.deleteUserRow(tx, user.id);
    await q.recordErasure(tx, {
      pseudonym,
      role: user.role,
      paymentsKept: kept.paymentsKept ?? 0,
      inboxesKept: kept.inboxesKept ?? 0,
      erasedAt: d.clock.now(),
    });
    const avatar: StoredFile[] = fresh.avatarKey ? [{ store: 'avatars', key: fresh.avatarKey }] : [];
    return [...avatar, ...outcomes.flatMap((o) => o.files ?? [])];
  });
}

/**
 * A member's own data: the export (GDPR Art. 20) and the erasure of the account (Art. 17).
 * Unlike an admin's soft-delete (reversible, everything kept), the erasure removes the person.
 */
export function createAccountDataService(d: AccountDataDeps) {
  async function limit(rule: RateLimitRule, user: UserRow) {
    const retryAfter = await d.limiter.consume(rule, user.id);
    if (retryAfter !== null) throw new AppError('TooManyRequests', { headers: { 'retry-after': String(retryAfter) } });
  }

  // The image stores keep an image as WebP under its key; private files are kept under the key itself.
  function readFile(f: StoredFile): Promise<Buffer | null> {
    return f.store === 'privateFiles' ? d.privateFiles.read(f.key) : d[f.store].read(`${f.key}.webp`);
  }

  /** Deletes stored files after the commit; a failure leaves an orphan file, never a broken account. */
  async function removeFiles(files: StoredFile[]) {
    const jobs = files.map((f) => (f.store === 'privateFiles' ? d.privateFiles : d[f.store]).remove(f.key));
    const results = await Promise.allSettled(jobs);
    const failed = results.filter((r) => r.status === 'rejected');
    if (failed.length)
      d.log.error({ failed: failed.length }, 'account erasure: some stored files could not be deleted');
  }

  /** After the commit, like the files: a failure leaves a mail behind, never a broken account. */
  async function forgetMails(email: string) {
    try {
      await d.outbox.forget(email);
    } catch (err) {
      // The error's path would name the address: log its code only.
      d.log.error({ code: (err as NodeJS.ErrnoException).code }, 'account erasure: kept mails could not be deleted');
    }
  }

  return {
    /**
     * The whole account as one ZIP: the database is read before the first byte is sent (so a
     * failure is still a proper error answer), the files one by one as the client reads.
     */
    async export(user: UserRow): Promise<{ fileAt: Date; stream: Readable }> {
      await limit(EXPORT_RULE, user);
      const at = d.clock.now();
      const data = await collectExport(d.db, user, d.parts());
      const { files } = presentExport(data, at);
      const missing = new Set<string>();
      async function* entries(): AsyncGenerator<ZipEntry> {
        for (const f of files) {
          const bytes = await readFile(f);
          if (!bytes) {
            missing.add(f.path);
            continue;
          }
          yield { name: f.path, data: bytes, compress: f.compress, modified: at };
        }
        // Written last so it can say which files were missing from storage.
        const { json } = presentExport(data, at, (f) => !missing.has(f.path));
        yield { name: 'account.json', data: Buffer.from(JSON.stringify(json, null, 2)), compress: true, modified: at };
      }
      return { fileAt: at, stream: zipStream(entries()) };
    },

    /**
     * Erases the account in one transaction, then deletes its files and cuts its sockets.
     * Admins may erase themselves only while another admin remains.
     */
    async erase(user: UserRow, password: string): Promise<void> {
      await limit(DELETE_RULE, user);
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new AppError('ErasurePasswordWrong', { fields: { password: 'ErasurePasswordWrong' } });
      }
      const pseudonym = randomUUID();
      const steps = d.parts().flatMap((part) => (part.erase ? [part.erase] : []));
      // Steps that tell other members (a viewing withdrawn) run first: a rollback could not untell them.
      // Only admins can be refused below (the last admin), and admins have nothing such steps withdraw.
      for (const step of steps) await step.beforeTransaction?.(user.id);
      const files = await eraseRows(d, user, steps, pseudonym);
      await d.realtime.disconnectUser(user.id);
      await removeFiles(files);
      await forgetMails(user.email);
      // The log names the pseudonym only: logs are kept longer than the account was.
      d.log.info({ pseudonym }, 'account erased');
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
