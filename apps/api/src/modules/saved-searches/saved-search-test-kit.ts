import type { TestContext } from '../../../test/test-app.ts';
import { multipart, requestForm, type LoggedIn } from '../../../test/factories.ts';
import { alertHits } from '../../db/schema/index.ts';

/** Saves a search as the member; the answer as a client gets it. */
export function save(t: TestContext, who: LoggedIn, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: who.headers, payload: body });
}

/** A saved search that must succeed; answers its id. */
export async function saved(t: TestContext, who: LoggedIn, body: Record<string, unknown>): Promise<string> {
  const res = await save(t, who, body);
  if (res.statusCode !== 201) throw new Error(`save: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

export function call(
  t: TestContext,
  who: LoggedIn | null,
  method: 'GET' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
}

export { listProperty } from '../../../test/match-factories.ts';

/** Publishes a tenant request through the API; answers it as its owner gets it. */
export async function postRequest(t: TestContext, tenant: LoggedIn, fields: Record<string, string> = {}) {
  const body = multipart(requestForm(fields));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/create-tenant-request',
    payload: body.payload,
    headers: { ...tenant.headers, ...body.headers },
  });
  if (res.statusCode !== 201) throw new Error(`request: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** An alert hit as the fan-out would leave it: the subject arrived for the saved search at `at`. */
export async function insertHit(
  t: TestContext,
  hit: { savedSearchId: string; userId: string; subjectType: 'property' | 'request'; subjectId: string; at: Date },
) {
  await t.database.db.insert(alertHits).values({
    savedSearchId: hit.savedSearchId,
    userId: hit.userId,
    subjectType: hit.subjectType,
    subjectId: hit.subjectId,
    createdAt: hit.at,
  });
}
