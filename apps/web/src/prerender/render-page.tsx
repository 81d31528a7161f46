import type { ReactNode } from 'react';
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
import { DetailsFrame } from '../features/properties';

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

/**
 * Member pages the build writes with their frame (vite-prerender.ts), for the role that sees it (boot.js). A
 * `:name` part of a path stands for any one part of the address (the server's web-static.ts).
 */
export const MEMBER_FRAMES = [
  { path: '/properties-list', role: 'client' },
  { path: '/property-details/:id', role: 'client' },
] as const;

type FramedPage = (typeof MEMBER_FRAMES)[number]['path'];

/** What each framed page shows inside the member layout's frame, in German (MemberFrame). */
const FRAME_CONTENT: Record<FramedPage, { title: string; content: () => ReactNode }> = {
  // The tenant's results page, its intro where the search puts it.
  '/properties-list': {
    title: 'titles.searchProperties',
    content: () => (
      <SearchLayoutSkeleton intro={i18n.t('search.intro', { ns: 'properties' })}>
        <PropertyGridSkeleton count={6} className={RESULT_GRID} />
      </SearchLayoutSkeleton>
    ),
  },
  // A listing: its first photo's place, which boot.js fills.
  '/property-details/:id': {
    title: 'titles.propertyDetails',
    content: () => <DetailsFrame back={i18n.t('details.back', { ns: 'properties' })} />,
  },
};

/** A member page's frame in German: the member layout's frame with the page's own inside. */
export function renderMemberFrame(page: FramedPage): { html: string; title: string } {
  const { title: titleKey, content } = FRAME_CONTENT[page];
  const title = i18n.t(titleKey, { ns: 'common' });
  const html = renderToString(<MemberFrame title={title}>{content()}</MemberFrame>);
  return { html, title };
}
