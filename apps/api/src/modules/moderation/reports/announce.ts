import type { Executor } from '../../../db/client.ts';
import type { ReportRow } from '../../../db/schema/index.ts';
import type { Realtime } from '../../../realtime/realtime.ts';
import { activeAdminIds } from '../../users/index.ts';

/**
 * Tells every admin live that a report came in (member, anonymous or the automatic signals); call it
 * after the report's transaction committed. Never names the reporter. A failure is logged, not thrown:
 * the report stands either way and the queue shows it.
 */
export async function announceNewReport(
  d: { db: Executor; realtime: Pick<Realtime, 'toUser'>; log: { error: (o: object, m: string) => void } },
  report: ReportRow,
): Promise<void> {
  try {
    const admins = await activeAdminIds(d.db);
    if (admins.length === 0) return;
    d.realtime.toUser(admins, 'newReport', {
      reportId: report.id,
      subjectType: report.subjectType,
      subjectId: report.subjectId,
      reason: report.reason,
      automated: report.automated,
    });
  } catch (err) {
    d.log.error({ err }, 'announcing a new report failed');
  }
}
