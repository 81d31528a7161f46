import i18n from '../../lib/i18n';

let loaded: Promise<void> | undefined;

/**
 * The request pages' own namespaces (`requests`, `access`), both languages; the
 * routes of this feature await them next to the dashboard's translations.
 */
export function loadRequestTranslations() {
  loaded ??= Promise.all([
    import('../../locales/de/requests.json'),
    import('../../locales/en/requests.json'),
    import('../../locales/de/access.json'),
    import('../../locales/en/access.json'),
  ]).then(([deRequests, enRequests, deAccess, enAccess]) => {
    i18n.addResourceBundle('de', 'requests', deRequests.default);
    i18n.addResourceBundle('en', 'requests', enRequests.default);
    i18n.addResourceBundle('de', 'access', deAccess.default);
    i18n.addResourceBundle('en', 'access', enAccess.default);
  });
  return loaded;
}
