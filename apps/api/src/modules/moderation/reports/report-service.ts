import type { CreateReportBody, Language, MessageKey } from '@mietmatch/contract';
import type { Db } from '../../../db/client.ts';
import type { ReportRow, UserRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { JwtService } from '../../../lib/jwt.ts';
import type { RateLimiter, RateLimitRule } from '../../../lib/rate-limiter.ts';
import { reportConfirmationMail } from '../../../adapters/mail/moderation-templates.ts';
import type { Realtime } from '../../../realtime/realtime.ts';
import type { ViewingService } from '../../viewings/index.ts';
import type { MailQueue } from '../../mail/index.ts';
import { fileReport, openCaseOf } from '../cases/case-queries.ts';
import { announceNewReport } from './announce.ts';
import { misuseLookback, reportingSuspendedUntil } from './report-misuse.ts';
import { openReportOf, type ReporterKey, unfoundedDismissals } from './report-queries.ts';
import type { ModeratedKind } from '../../../platform/moderated-kind.ts';
import { reportableSubject, type SubjectRef, subjectOfUrl } from './report-subjects.ts';

/** Reports without an account, per IP address: enough for a household, too few for a flood. */
const ANONYMOUS_REPORT_RULE: RateLimitRule = { name: 'report-anonymous-ip', max: 20, windowMs: 3_600_000 };

export interface ModerationDeps {
  db: Db;
  clock: Clock;
  /** Signs the complaint link a suspended member is mailed. */
  jwt: JwtService;
  outbox: MailQueue;
  limiter: RateLimiter;
  realtime: Realtime;
  appUrl: string;
  log: { error: (o: object, m: string) => void };
  /** A suspended member's viewings are withdrawn, as on a block. */
  viewings: Pick<ViewingService, 'withdrawMember'>;
  /** The kinds of content other modules let members report and moderation act on, read at each use. */
  kinds: () => readonly ModeratedKind[];
}

/** Where a report comes from: the signed-in member (or null), the IP and the request's language. */
export interface ReportOrigin {
  user: UserRow | null;
  ip: string;
  language: Language;
}

const invalid = (fields: Record<string, MessageKey>) => new AppError('ValidationFailed', { fields });

/** Which item the body names: by type and id (members), or by its page's address (anyone). */
function subjectOf(body: CreateReportBody, user: UserRow | null): SubjectRef {
  if (user && !body.subjectUrl) {
    if (!body.subjectType || !body.subjectId) throw invalid({ subjectType: 'reportSubjectRequired' });
    return { type: body.subjectType, id: body.subjectId };
  }
  const missing: Record<string, MessageKey> = {};
  if (!body.subjectUrl) missing.subjectUrl = 'reportSubjectRequired';
  if (!user && !body.name) missing.name = 'fieldRequired';
  if (!user && !body.email) missing.email = 'fieldRequired';
  if (Object.keys(missing).length > 0) throw invalid(missing);
  const ref = subjectOfUrl(body.subjectUrl!);
  if (!ref) throw invalid({ subjectUrl: 'reportUrlUnknown' });
  return ref;
}

/**
 * Notices (DSA Art. 16) from members and anonymous visitors. `reportable` names the kinds of items
 * other modules answer for (listings, requests), asked when a report comes in.
 */
export function createReportService(d: ModerationDeps) {
  async function limitAnonymous(ip: string) {
    const retryAfter = await d.limiter.consume(ANONYMOUS_REPORT_RULE, ip);
    if (retryAfter !== null) throw new AppError('TooManyRequests', { headers: { 'retry-after': String(retryAfter) } });
  }

  return {
    /**
     * Files a report. The same reporter's open report on the same open item is answered again
     * (`created: false`: no new row, no mail). Misuse suspends reporting (429 ReportingSuspended).
     */
    async create(body: CreateReportBody, origin: ReportOrigin): Promise<{ report: ReportRow; created: boolean }> {
      const { user } = origin;
      const ref = subjectOf(body, user);
      if (!user) await limitAnonymous(origin.ip);
      const subject = await reportableSubject(d.db, user, ref, d.kinds());
      const now = d.clock.now();
      const who: ReporterKey = user ? { memberId: user.id } : { email: body.email!.toLowerCase() };
      const dismissals = await unfoundedDismissals(d.db, who, misuseLookback(now));
      if (reportingSuspendedUntil(dismissals, now)) throw new AppError('ReportingSuspended');

      const openCase = await openCaseOf(d.db, subject.type, subject.id);
      const existing = openCase ? await openReportOf(d.db, openCase.id, who) : null;
      if (existing) return { report: existing, created: false };

      const language = user?.language ?? origin.language;
      const report = await d.db.transaction(async (tx) => {
        const { report } = await fileReport(tx, {
          subjectType: subject.type,
          subjectId: subject.id,
          subjectOwnerId: subject.ownerId,
          reason: body.reason,
          explanation: body.explanation,
          reporterId: user?.id ?? null,
          // A member is reached through the account (its current address); a visitor through what they gave.
          reporterName: user ? null : body.name!,
          reporterEmail: user ? null : body.email!,
          reporterLanguage: language,
          subjectUrl: body.subjectUrl ?? null,
          at: now,
        });
        // The confirmation (DSA Art. 16(4)) exists exactly when the report does.
        const { reference, subjectType, reason } = report;
        const to = user?.email ?? body.email!;
        const name = user?.firstName ?? body.name!;
        await d.outbox.queue(tx, reportConfirmationMail(language, to, name, { reference, subjectType, reason }));
        return report;
      });
      await announceNewReport(d, report);
      return { report, created: true };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
