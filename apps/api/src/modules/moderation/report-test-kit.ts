import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { type reportGroupSchema, type Role, translateMessage } from '@mietmatch/contract';
import type { TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, type LoggedIn, uniqueEmail } from '../../../test/factories.ts';

/*
 * What the moderation tests share: calls as a member or anonymously, reports and decisions.
 */

/** A field's message as the API answers it in English. */
export const en = (key: string) => translateMessage(key, 'en');

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function moderationKit(t: () => TestContext) {
  const call = (
    method: Method,
    url: string,
    who: LoggedIn | null,
    payload?: object,
    extra: Partial<InjectOptions> = {},
  ) =>
    t().app.inject({
      method,
      url,
      payload,
      headers: { ...(who?.headers ?? {}), 'accept-language': 'en' },
      ...extra,
    });

  const member = (role: Role, extra: Record<string, unknown> = {}) =>
    createLoggedInUser(t().app, t().database.db, { role, email: uniqueEmail(role), ...extra });

  /** A member's report on an item; `extra` overrides the body. */
  const report = (who: LoggedIn, subjectType: string, subjectId: string, extra: object = {}) =>
    call('POST', '/api/reports', who, {
      subjectType,
      subjectId,
      reason: 'scam',
      explanation: 'Verlangt die Kaution vor jeder Besichtigung.',
      goodFaith: true,
      ...extra,
    });

  /** An anonymous report by a page's address; each distinct `ip` has its own rate limit. */
  const anonymousReport = (subjectUrl: string, email: string, extra: object = {}, ip = '10.0.0.1') =>
    call(
      'POST',
      '/api/reports',
      null,
      {
        subjectUrl,
        name: 'Vera Besucherin',
        email,
        reason: 'false_information',
        explanation: 'Diese Wohnung gibt es unter der Adresse nicht.',
        goodFaith: true,
        ...extra,
      },
      { remoteAddress: ip },
    );

  const decide = (admin: LoggedIn, reportId: string, body: object) =>
    call('POST', `/api/admin/reports/${reportId}/decision`, admin, {
      ground: 'terms',
      groundDetail: 'Nutzungsbedingungen § 5 (Betrug)',
      statement: 'Das Inserat verlangt eine Kaution per Western Union vor jeder Besichtigung.',
      ...body,
    });

  /** The open queue item of an item, as admins see it. */
  async function queueItem(admin: LoggedIn, subjectId: string, status: 'open' | 'decided' = 'open') {
    const res = await call('GET', `/api/admin/reports?status=${status}&pageSize=100`, admin);
    if (res.statusCode !== 200) throw new Error(`queue: ${res.statusCode} ${res.body}`);
    const items = res.json().items as z.infer<typeof reportGroupSchema>[];
    return items.find((i) => i.subject.id === subjectId);
  }

  return { call, member, report, anonymousReport, decide, queueItem };
}
