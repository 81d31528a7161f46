import { addTranslationBundles } from './i18n';
import { translationLoader } from './translation-loader';

/**
 * The `requests` and `access` namespaces, both languages. Request cards show them on the request pages,
 * the match pages and a landlord's saved-search results, so they belong to none of those features; the
 * routes of those pages await them next to the dashboard's translations.
 */
export const loadRequestTranslations = translationLoader(async () => {
  addTranslationBundles((await import('../locales/request-bundle')).requestBundles);
});
