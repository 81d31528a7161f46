import type { Executor } from '../../db/client.ts';

/** The tenant requests with alerts on that a listing fits (the match rule), for the listing's alerts. */
export async function requestsMatchingProperty(
  _db: Executor,
  _propertyId: string,
): Promise<{ requestId: string; userId: string }[]> {
  return [];
}
