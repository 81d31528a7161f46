import type { QueryClient } from '@tanstack/react-query';
import { getUserId } from '../lib/auth-session';
import { currentUserQueryOptions } from '../lib/current-user';
import { propertyQueryOptions } from '../lib/property-query';
import { protectedRedirect } from './guards/guard-rules';

/*
 * The data of a listing's page, started by its route's loader (page-loaders.ts) beside the page's lazy code.
 * Apart from page-data.ts, which brings the search's code: a listing needs none of it.
 */

/** /property-details/:id: the listing, then its first picture, the largest thing the page shows. */
export async function prefetchListing(client: QueryClient, id: string) {
  const userId = getUserId();
  if (!userId || !id) return;
  const user = await client.ensureQueryData(currentUserQueryOptions(userId));
  // The guards send this person elsewhere: nothing to ask for a page they will not see.
  if (protectedRedirect(user, '/property-details')) return;
  const options = propertyQueryOptions(id);
  await client.prefetchQuery(options);
  const first = client.getQueryData(options.queryKey)?.images[0];
  // Into the browser's cache: the gallery's <img> then finds it there.
  if (first) new Image().src = first.url;
}
