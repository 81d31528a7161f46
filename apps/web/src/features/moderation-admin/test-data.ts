import type { Decision, Transparency } from '@mietmatch/contract';
import { makeUser } from '../../../test/fake-api';
import type { AdminComplaint } from './api/complaints';
import type { ReportGroup } from './api/reports';

/** Test data in the contract's shapes, as the API would answer. */
export const admin = makeUser({
  id: 'admin-1',
  role: 'admin',
  firstName: 'Ada',
  lastName: 'Admin',
  planId: null,
  subscriptionMonths: null,
  paymentExpiresAt: null,
});

export function makeGroup(overrides: Partial<ReportGroup> = {}): ReportGroup {
  return {
    id: 'rep-1',
    status: 'open',
    subject: {
      type: 'property',
      id: 'prop-1',
      title: 'Sunny 2-room flat in Kreuzberg',
      excerpt: null,
      owner: { id: 'u-landlord', firstName: 'Volker', lastName: 'Vermieter' },
      moderation: null,
    },
    reports: {
      count: 3,
      reasons: [
        { reason: 'false_information', count: 1 },
        { reason: 'scam', count: 2 },
      ],
      items: [
        {
          id: 'rep-1',
          reference: 'MM-R-0001',
          reason: 'scam',
          explanation: 'Asks for the deposit by Western Union before any viewing.',
          automated: false,
          byMember: true,
          createdAt: '2026-03-01T09:00:00.000Z',
        },
        {
          id: 'rep-2',
          reference: 'MM-R-0002',
          reason: 'scam',
          explanation: 'The same photos are on another portal under a different name.',
          automated: false,
          byMember: false,
          createdAt: '2026-03-02T09:00:00.000Z',
        },
        {
          id: 'rep-3',
          reference: 'MM-R-0003',
          reason: 'false_information',
          explanation: 'Payment phrase found in the description: "Western Union".',
          automated: true,
          byMember: false,
          createdAt: '2026-03-03T09:00:00.000Z',
        },
      ],
    },
    signals: [
      {
        kind: 'payment_phrase',
        detail: 'Phrase “Western Union” in the description',
        createdAt: '2026-03-03T09:00:00.000Z',
      },
    ],
    ownerHistory: {
      decisions: 4,
      removals: 2,
      warnings: 1,
      suspensions: 0,
      blocked: false,
      memberSince: '2025-06-10T00:00:00.000Z',
    },
    firstReportedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export const memberGroup = makeGroup({
  id: 'rep-9',
  subject: {
    type: 'user',
    id: 'u-spammer',
    title: 'Sam Spammer',
    excerpt: null,
    owner: { id: 'u-spammer', firstName: 'Sam', lastName: 'Spammer' },
    moderation: null,
  },
  signals: [],
});

export function makeDecision(overrides: Partial<Decision> = {}): Decision {
  return {
    id: 'dec-1',
    role: 'admin',
    subject: makeGroup().subject,
    action: 'remove',
    ground: 'illegal',
    groundDetail: '§ 263 StGB (Betrug)',
    statement: 'The listing asks for a deposit by Western Union before any viewing.',
    automatedDetection: false,
    createdAt: '2026-03-05T10:00:00.000Z',
    reversedAt: null,
    complaintUntil: '2026-09-05T10:00:00.000Z',
    canComplain: false,
    complaint: null,
    ...overrides,
  };
}

export function makeComplaint(overrides: Partial<AdminComplaint> = {}): AdminComplaint {
  return {
    id: 'cmp-1',
    decisionId: 'dec-1',
    explanation: 'These are my own photos; I can send the purchase contract of the flat.',
    status: 'open',
    outcome: null,
    statement: null,
    createdAt: '2026-03-06T08:00:00.000Z',
    resolvedAt: null,
    complainantRole: 'owner',
    decision: makeDecision(),
    ...overrides,
  };
}

export const figures: Transparency = {
  from: '2026-02-01',
  to: '2026-03-02',
  reports: {
    total: 120,
    byReason: {
      scam: 64,
      discrimination: 6,
      illegal: 10,
      false_information: 20,
      spam: 12,
      offensive: 5,
      privacy: 2,
      other: 1,
    },
    bySubjectType: { property: 90, request: 10, message: 15, user: 5 },
  },
  decisions: {
    total: 80,
    byAction: { dismiss: 30, remove: 35, restrict: 5, warn: 6, suspend: 4 },
    byGround: { illegal: 20, terms: 30 },
  },
  medianHoursToDecision: 12.5,
  complaints: { total: 9, reversed: 2 },
  automated: { flags: 41, confirmed: 27 },
};

export const page = <T>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 10 });
