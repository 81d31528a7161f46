import deRequests from './de/requests.json';
import enRequests from './en/requests.json';
import deAccess from './de/access.json';
import enAccess from './en/access.json';

/** The namespaces of requests in both languages, loaded on demand as one file (lib/request-translations.ts). */
export const requestBundles = {
  de: { requests: deRequests, access: deAccess },
  en: { requests: enRequests, access: enAccess },
};
