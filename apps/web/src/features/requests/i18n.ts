import { addTranslationBundles } from '../../lib/i18n';
import { translationLoader } from '../../lib/translation-loader';

/**
 * The request pages' own namespaces (`requests`, `access`), both languages; the
 * routes of this feature await them next to the dashboard's translations.
 */
export const loadRequestTranslations = translationLoader(async () => {
  addTranslationBundles((await import('./locales')).requestBundles);
});
