import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { properties } from '../src/db/schema/index.ts';
import type { TestContext } from './test-app.ts';
import { type LoggedIn, multipart, propertyForm } from './factories.ts';

/**
 * A listing published through the API by `owner`, as a landlord would (the form's fields, `fields` over them);
 * its answer. Fails the test on any answer but 201.
 */
export async function publishListing(
  app: FastifyInstance,
  owner: LoggedIn,
  fields: Record<string, string> = {},
): Promise<{ id: string } & Record<string, unknown>> {
  const body = multipart(propertyForm(fields));
  const res = await app.inject({
    method: 'POST',
    url: '/api/landlord/create',
    payload: body.payload,
    headers: { ...owner.headers, ...body.headers },
  });
  if (res.statusCode !== 201) throw new Error(`listing not published: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A listing in `town` at an exact position (the form places it at the postal code's centre); its id. */
export async function publishListingAt(
  t: TestContext,
  owner: LoggedIn,
  town: { name: string; zipcode: string },
  at: { lat: number; lng: number },
  fields: Record<string, string> = {},
) {
  const { id } = await publishListing(t.app, owner, { city: town.name, postalCode: town.zipcode, ...fields });
  await t.database.db.update(properties).set(at).where(eq(properties.id, id));
  return id;
}
