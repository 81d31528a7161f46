import { complaintDeadline } from '@mietmatch/contract';
import type { ModerationDecisionRow } from '../../../db/schema/index.ts';
import type { JwtService } from '../../../lib/jwt.ts';

/**
 * A suspended member cannot sign in, so the statement of reasons carries a signed link that files
 * their complaint without an account session (DSA Art. 20). The token (type `complaint`) names the
 * member and the one decision; no other token is accepted for it and it opens nothing else.
 *
 * It outlives the complaint deadline by a month on purpose: a late click is then answered
 * "the six months are over" (409 ComplaintPeriodOver, the service's rule) rather than "invalid link".
 */
const LATE_CLICK_SECONDS = 30 * 86_400;

export async function complaintLink(
  jwt: JwtService,
  appUrl: string,
  decision: ModerationDecisionRow,
  memberId: string,
  now: Date,
): Promise<string> {
  const untilDeadline = Math.ceil((complaintDeadline(decision.createdAt).getTime() - now.getTime()) / 1000);
  const token = await jwt.sign(
    { typ: 'complaint', sub: memberId, dec: decision.id },
    Math.max(untilDeadline, 0) + LATE_CLICK_SECONDS,
  );
  return `${appUrl}/complaint?token=${token}`;
}
