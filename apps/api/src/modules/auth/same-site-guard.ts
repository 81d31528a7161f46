import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/**
 * Refresh and logout act on the refresh cookie. SameSite=Strict already keeps the cookie off requests that
 * another site starts; this is the second lock for browsers and paths where that does not hold (an old
 * browser, a sibling subdomain's page, a cookie sent anyway): a browser names the page that started a
 * request in `Origin`, and in `Sec-Fetch-Site` how it relates to us. A foreign `Origin` (anything but
 * APP_URL's origin, `null` included) or `Sec-Fetch-Site: cross-site` is refused with 403 Forbidden, before
 * the cookie is read or cleared. A request without either header (an app or script, as the specification's
 * clients call) goes on: such a client holds its tokens itself, and no other site can make it send them.
 */
export function sameSiteGuard(appUrl: string) {
  const ownOrigin = new URL(appUrl).origin;
  return async function sameSiteOnly(request: FastifyRequest) {
    const { origin } = request.headers;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('Forbidden');
    if (origin !== undefined && origin !== ownOrigin) throw new AppError('Forbidden');
  };
}

export type SameSiteOnly = ReturnType<typeof sameSiteGuard>;
