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
import type { Realtime } from '../../realtime/realtime.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { ViewingService } from '../viewings/index.ts';
import { otherMemberIds, presentExport, type ExportData, type ExportFile } from './export-presenter.ts';
import { zipStream, type ZipEntry } from './zip-stream.ts';
import * as q from './queries.ts';
import { ownViewings } from './viewing-queries.ts';
import { deleteNotificationsNaming } from '../notifications/index.ts';

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
  outbox: Pick<MailOutbox, 'forget'>;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** Before an erasure removes them (with the account's rows), the member's viewings are withdrawn. */
  viewings: Pick<ViewingService, 'withdrawMember'>;
}

/** Everything the export holds, read before the first byte goes out. */
async function collectExport(db: Db, user: UserRow): Promise<ExportData> {
  const [
    properties,
    requests,
    favourites,
    inboxes,
    access,
    payments,
    moderation,
    savedSearches,
    notifications,
    viewings,
  ] = await Promise.all([
    q.ownProperties(db, user.id),
    q.ownRequests(db, user.id),
    q.ownFavourites(db, user.id),
    q.ownInboxes(db, user.id),
    q.ownDocumentAccess(db, user.id),
    q.ownPayments(db, user.id),
    q.moderationOf(db, user.id),
    q.ownSavedSearches(db, user.id),
    q.ownNotifications(db, user.id),
    ownViewings(db, user.id),
  ]);
  const names = await q.memberNames(db, otherMemberIds({ user, inboxes, access, viewings }));
  const lists = { properties, requests, favourites, inboxes, access, payments, moderation };
  return { user, ...lists, savedSearches, notifications, viewings, names };
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

  function readFile(f: ExportFile): Promise<Buffer | null> {
    if (f.kind === 'avatar') return d.avatars.read(`${f.key}.webp`);
    if (f.kind === 'property-image') return d.propertyImages.read(`${f.key}.webp`);
    return d.privateFiles.read(f.key);
  }

  /** Deletes stored files after the commit; a failure leaves an orphan file, never a broken account. */
  async function removeFiles(files: Awaited<ReturnType<typeof q.storedFilesOf>>) {
    const jobs = [
      ...(files.avatarKey ? [d.avatars.remove(files.avatarKey)] : []),
      ...files.propertyImageKeys.map((k) => d.propertyImages.remove(k)),
      ...files.requestFileKeys.map((k) => d.privateFiles.remove(k)),
    ];
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
      const data = await collectExport(d.db, user);
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
      // Before the rows go (they cascade with the account): the other side of each viewing is told.
      // Only admins can be refused below (the last admin), and admins have no viewings.
      await d.viewings.withdrawMember(user.id);
      const files = await d.db.transaction(async (tx) => {
        if (user.role === 'admin' && (await q.otherAdminsLocked(tx, user.id)) === 0) throw new AppError('LastAdmin');
        const fresh = await q.lockUser(tx, user.id);
        if (!fresh) throw new AppError('NotFound');
        const stored = await q.storedFilesOf(tx, fresh);
        // Before the messages are pseudonymised: the person's messages are found by their id.
        await deleteNotificationsNaming(tx, user.id);
        const paymentsKept = await q.pseudonymisePayments(tx, fresh, pseudonym);
        const inboxesKept = await q.pseudonymiseInboxes(tx, user.id, pseudonym);
        await q.deleteUserRow(tx, user.id);
        await q.recordErasure(tx, { pseudonym, role: user.role, paymentsKept, inboxesKept, erasedAt: d.clock.now() });
        return stored;
      });
      await d.realtime.disconnectUser(user.id);
      await removeFiles(files);
      await forgetMails(user.email);
      // The log names the pseudonym only: logs are kept longer than the account was.
      d.log.info({ pseudonym }, 'account erased');
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
