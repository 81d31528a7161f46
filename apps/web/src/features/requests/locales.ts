import deRequests from '../../locales/de/requests.json';
import enRequests from '../../locales/en/requests.json';
import deAccess from '../../locales/de/access.json';
import enAccess from '../../locales/en/access.json';

/** The request pages' namespaces in both languages, loaded on demand as one file (i18n.ts). */
export const requestBundles = {
  de: { requests: deRequests, access: deAccess },
  en: { requests: enRequests, access: enAccess },
};
