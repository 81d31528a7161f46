import { inArray } from 'drizzle-orm';
import { complaintDeadline, type Decision, type ReportSubjectType } from '@mietmatch/contract';
import type { z } from 'zod';
import type { reportSubjectSchema, complaintSchema } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import {
  messages,
  type ModerationComplaintRow,
  type ModerationDecisionRow,
  properties,
  tenantRequests,
} from '../../db/schema/index.ts';
import { findUsersByIds } from '../users/queries.ts';

type Subject = z.infer<typeof reportSubjectSchema>;
type Complaint = z.infer<typeof complaintSchema>;

/** How a reader is concerned by a decision: the item is theirs, they reported it, or they moderate. */
export type DecisionRole = Decision['role'];

export interface DecisionReader {
  role: DecisionRole;
  /** The item as it looks now (see `loadDecisionSubjects`). */
  subject: Subject;
  /** The reader's own complaint against this decision, if any. */
  complaint: ModerationComplaintRow | null;
  /** From the clock: whether the complaint window is still open. */
  now: Date;
}

/**
 * Who may complain about a decision: its owner about a restriction (anything but a dismissal), a
 * reporter about a dismissal of their report (DSA Art. 20 names both).
 */
export function mayComplainAs(role: DecisionRole, action: ModerationDecisionRow['action']): boolean {
  if (role === 'owner') return action !== 'dismiss';
  if (role === 'reporter') return action === 'dismiss';
  return false;
}

export function presentComplaint(row: ModerationComplaintRow): Complaint {
  return {
    id: row.id,
    decisionId: row.decisionId,
    explanation: row.explanation,
    status: row.status,
    outcome: row.outcome ?? null,
    statement: row.statement ?? null,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * A decision's statement of reasons as one reader may see it. A reporter learns the outcome and the
 * ground but not the facts the admin stated about another member (`statement` null).
 */
export function presentDecision(row: ModerationDecisionRow, reader: DecisionReader): Decision {
  const until = complaintDeadline(row.createdAt);
  const canComplain =
    mayComplainAs(reader.role, row.action) &&
    !row.reversedAt &&
    !reader.complaint &&
    reader.now.getTime() <= until.getTime();
  return {
    id: row.id,
    role: reader.role,
    subject: reader.subject,
    action: row.action,
    ground: row.ground ?? null,
    groundDetail: row.groundDetail ?? null,
    statement: reader.role === 'reporter' ? null : row.statement,
    automatedDetection: row.automatedDetection,
    createdAt: row.createdAt.toISOString(),
    reversedAt: row.reversedAt?.toISOString() ?? null,
    complaintUntil: until.toISOString(),
    canComplain,
    complaint: reader.complaint ? presentComplaint(reader.complaint) : null,
  };
}

const key = (type: ReportSubjectType, id: string) => `${type}:${id}`;
const EXCERPT = 200;
const excerptOf = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

/**
 * The decided items as they look now, one query per kind of item: title or excerpt, owner,
 * moderation state. A removed item is still shown (its owner and admins read it; the reporter saw it
 * when reporting). An item that is gone falls back to the title the decision kept.
 */
export async function loadDecisionSubjects(
  db: Executor,
  rows: ModerationDecisionRow[],
): Promise<(row: ModerationDecisionRow) => Subject> {
  const idsOf = (type: ReportSubjectType) => [
    ...new Set(rows.filter((r) => r.subjectType === type).map((r) => r.subjectId)),
  ];
  const [props, requests, msgs] = await Promise.all([
    idsOf('property').length
      ? db
          .select({
            id: properties.id,
            title: properties.title,
            ownerId: properties.ownerId,
            moderation: properties.moderation,
          })
          .from(properties)
          .where(inArray(properties.id, idsOf('property')))
      : [],
    idsOf('request').length
      ? db
          .select({
            id: tenantRequests.id,
            firstName: tenantRequests.firstName,
            lastName: tenantRequests.lastName,
            targetCity: tenantRequests.targetCity,
            ownerId: tenantRequests.userId,
            moderation: tenantRequests.moderation,
          })
          .from(tenantRequests)
          .where(inArray(tenantRequests.id, idsOf('request')))
      : [],
    idsOf('message').length
      ? db
          .select({ id: messages.id, body: messages.body, ownerId: messages.senderId, moderation: messages.moderation })
          .from(messages)
          .where(inArray(messages.id, idsOf('message')))
      : [],
  ]);
  const found = new Map<
    string,
    { title: string | null; excerpt: string | null; ownerId: string; moderation: Subject['moderation'] }
  >();
  for (const p of props)
    found.set(key('property', p.id), { title: p.title, excerpt: null, ownerId: p.ownerId, moderation: p.moderation });
  for (const r of requests) {
    const title = `${r.firstName} ${r.lastName}${r.targetCity ? ` – ${r.targetCity}` : ''}`;
    found.set(key('request', r.id), { title, excerpt: null, ownerId: r.ownerId, moderation: r.moderation });
  }
  for (const m of msgs)
    found.set(key('message', m.id), {
      title: null,
      excerpt: excerptOf(m.body),
      ownerId: m.ownerId,
      moderation: m.moderation,
    });

  const ownerIds = new Set<string>(idsOf('user'));
  for (const f of found.values()) ownerIds.add(f.ownerId);
  for (const r of rows) if (r.subjectOwnerId) ownerIds.add(r.subjectOwnerId);
  const owners = new Map((await findUsersByIds(db, [...ownerIds])).map((u) => [u.id, u]));
  const ownerView = (id: string | null | undefined) => {
    const u = id ? owners.get(id) : undefined;
    return u ? { id: u.id, firstName: u.firstName, lastName: u.lastName } : null;
  };

  return (row) => {
    if (row.subjectType === 'user') {
      const owner = ownerView(row.subjectId);
      const title = owner ? `${owner.firstName} ${owner.lastName}` : row.subjectTitle;
      return { type: 'user', id: row.subjectId, title, excerpt: null, owner, moderation: null };
    }
    const now = found.get(key(row.subjectType, row.subjectId));
    const kept =
      row.subjectType === 'message'
        ? { title: null, excerpt: row.subjectTitle }
        : { title: row.subjectTitle, excerpt: null };
    return {
      type: row.subjectType,
      id: row.subjectId,
      title: now ? now.title : kept.title,
      excerpt: now ? now.excerpt : kept.excerpt,
      owner: ownerView(now?.ownerId ?? row.subjectOwnerId),
      moderation: now?.moderation ?? null,
    };
  };
}
