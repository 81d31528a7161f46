import i18n from '../../lib/i18n';

let loaded: Promise<void> | undefined;

/**
 * The request pages' own namespaces (`requests`, `access`), both languages; the
 * routes of this feature await them next to the dashboard's translations.
 */
export function loadRequestTranslations() {
  loaded ??= import('./locales').then(({ requestBundles }) => {
    for (const [language, namespaces] of Object.entries(requestBundles)) {
      for (const [namespace, texts] of Object.entries(namespaces)) i18n.addResourceBundle(language, namespace, texts);
    }
  });
  return loaded;
}
