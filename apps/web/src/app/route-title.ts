import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@mietmatch/contract/constants';

export interface RouteHandle {
  /** Key in the `common` namespace under `titles.` */
  title?: string;
}

/** The translated page name of the deepest route that names one; also sets `<page> - Mietmatch | Rentmatch`. */
export function useRouteTitle() {
  const { t } = useTranslation('common');
  const matches = useMatches();
  const key = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  const title = key?.title ? t(`titles.${key.title}`) : '';
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
  return title;
}
