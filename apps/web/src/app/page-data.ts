import type { QueryClient } from '@tanstack/react-query';
import { apiQuery, propertySearchOptions, readSearch } from '../features/properties';
import { getUserId } from '../lib/auth-session';
import { currentUserQueryOptions } from '../lib/current-user';
import { protectedRedirect } from './guards/guard-rules';

/*
 * The data of the pages people open first, started by their routes' loaders beside the page's lazy
 * code (routes.tsx), so the request does not wait for every chunk to arrive and render first.
 */

/** /properties-list?city=…: the tenant's search (landlords see their own listings there instead). */
export async function prefetchPropertySearch(client: QueryClient, params: URLSearchParams) {
  const userId = getUserId();
  const search = readSearch(params);
  if (!userId || !(search.city || search.bbox)) return;
  const user = await client.ensureQueryData(currentUserQueryOptions(userId));
  // The guards send this person elsewhere: no search for a page they will not see.
  if (user.role === 'contractor' || protectedRedirect(user, '/properties-list')) return;
  await client.prefetchQuery(propertySearchOptions(apiQuery(search)));
}
