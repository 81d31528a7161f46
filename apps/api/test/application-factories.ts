import { expect } from 'vitest';
import type { TestContext } from './test-app.ts';
import { createLoggedInUser, type LoggedIn } from './factories.ts';
import { postRequest } from './match-factories.ts';

/** A tenant with a published request; `additionalPlan`: with the plan that lifts the open limit. */
export async function tenantWithRequest(
  t: TestContext,
  opts: { additionalPlan?: boolean; language?: 'de' | 'en'; firstName?: string; fields?: Record<string, string> } = {},
) {
  const tenant = await createLoggedInUser(t.app, t.database.db, {
    role: 'client',
    language: opts.language ?? 'de',
    firstName: opts.firstName ?? 'Mia',
    ...(opts.additionalPlan ? { additionalPlanExpiresAt: new Date(t.clock.now().getTime() + 90 * 86_400_000) } : {}),
  });
  const requestId = await postRequest(t, tenant, opts.fields);
  return { tenant, requestId };
}

export function applyTo(t: TestContext, tenant: LoggedIn, propertyId: string, requestId: string, message?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: tenant.headers,
    payload: { propertyId, requestId, ...(message ? { message } : {}) },
  });
}

/** An application that must be accepted; answers its id. */
export async function applied(
  t: TestContext,
  tenant: LoggedIn,
  propertyId: string,
  requestId: string,
): Promise<string> {
  const res = await applyTo(t, tenant, propertyId, requestId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

export function pipeline(t: TestContext, landlord: LoggedIn, propertyId: string, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/properties/${propertyId}/applications${query}`,
    headers: { ...landlord.headers, 'accept-language': 'de' },
  });
}
