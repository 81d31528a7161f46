import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, type Role } from '@mietmatch/contract/constants';
import { useCurrentUser } from '../lib/current-user';

interface RouteHandle {
  /** Key in the `common` namespace under `titles.` */
  title?: string;
  /** Another title for a role, where one path shows a different page per role (`/properties-list`). */
  titleFor?: Partial<Record<Role, string>>;
}

/**
 * The `titles.` key of the deepest route that names one, for the role where it names one per role; also what
 * the build titles its prerendered pages with (src/prerender).
 */
export function routeTitleKey(handles: unknown[], role?: Role): string | undefined {
  const handle = [...handles].reverse().find((h) => (h as RouteHandle | undefined)?.title) as RouteHandle | undefined;
  return (role && handle?.titleFor?.[role]) || handle?.title;
}

/** The translated page name of the deepest route that names one; also sets `<page> - Mietmatch | Rentmatch`. */
export function useRouteTitle() {
  const { t } = useTranslation('common');
  const matches = useMatches();
  const role = useCurrentUser().data?.role;
  const key = routeTitleKey(
    matches.map((match) => match.handle),
    role,
  );
  const title = key ? t(`titles.${key}`) : '';
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
  return title;
}
