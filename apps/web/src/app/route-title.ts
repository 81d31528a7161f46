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

/** The translated page name of the deepest route that names one; also sets `<page> - Mietmatch | Rentmatch`. */
export function useRouteTitle() {
  const { t } = useTranslation('common');
  const matches = useMatches();
  const role = useCurrentUser().data?.role;
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const key = (role && handle?.titleFor?.[role]) || handle?.title;
  const title = key ? t(`titles.${key}`) : '';
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
  return title;
}
