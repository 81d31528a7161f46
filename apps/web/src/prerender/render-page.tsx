import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import i18n from '../lib/i18n';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';
import { routeTitleKey } from '../app/route-title';
import { MemberFrame } from '../app/layouts/member-frame';
import { PropertyGridSkeleton } from '../components/listings/listing-skeletons';
import { RESULT_GRID, SearchLayoutSkeleton } from '../components/listings/search-layout-frame';
import '../components/listings/property-texts';

/** The public pages the build writes as HTML (vite-prerender.ts): the ones a visitor arrives on first. */
export const PRERENDERED_PAGES = ['/login', '/register', '/forgot-password'];

/**
 * A public page as a visitor without a session first sees it, in German and without data: the markup the
 * build writes into that page's HTML, painted before any script has run, and the page's title. The app
 * then renders the same page over it (main.tsx). Undefined for a path that redirects.
 */
export async function renderPage(pathname: string): Promise<{ html: string; title: string } | undefined> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  // As useRouteTitle names it once the app runs (a visitor has no role).
  const titleKey = routeTitleKey(context.matches.map((match) => match.route.handle));
  return { html, title: titleKey ? i18n.t(`titles.${titleKey}`, { ns: 'common' }) : '' };
}

/** Member pages the build writes with their frame (vite-prerender.ts), for the role that sees it (boot.js). */
export const MEMBER_FRAMES = { '/properties-list': 'client' } as const;

/**
 * A member page's frame in German (MemberFrame): the tenant's results page, its intro where the search puts it.
 */
export function renderMemberFrame(): { html: string; title: string } {
  const title = i18n.t('titles.searchProperties', { ns: 'common' });
  const html = renderToString(
    <MemberFrame title={title}>
      <SearchLayoutSkeleton intro={i18n.t('search.intro', { ns: 'properties' })}>
        <PropertyGridSkeleton count={6} className={RESULT_GRID} />
      </SearchLayoutSkeleton>
    </MemberFrame>,
  );
  return { html, title };
}
