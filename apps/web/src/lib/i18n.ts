import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import deCatalogue from 'virtual:catalogue/de';
import deCommon from '../locales/de/common.json';
import deAuth from '../locales/de/auth.json';
import { translationLoader } from './translation-loader';

export const SUPPORTED_LANGUAGES = ['de', 'en'] as const;
export type UiLanguage = (typeof SUPPORTED_LANGUAGES)[number];
const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** The namespaces of the public pages, which come with the first page in German. */
type PublicNamespace = 'common' | 'auth' | 'messages';
const isPublicNamespace = (namespace: string): namespace is PublicNamespace =>
  namespace === 'common' || namespace === 'auth' || namespace === 'messages';

/*
 * English arrives when it is chosen (a stored choice, the language switch, a test): most visitors read
 * German and never download it (~5 kB gzip less on the first page). i18next asks this backend for every
 * namespace it has no bundle of, and switches the language only once the texts have arrived, so no page
 * shows German words in an English frame; a failed fetch is retried by i18next (5 times, 350 ms apart).
 * Namespaces that arrive with their pages (loadDashboardTranslations) are answered empty here and filled
 * in when their page's code has loaded them.
 */
const englishOnDemand: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (language !== 'en' || !isPublicNamespace(namespace)) {
      callback(null, {});
      return;
    }
    import('../locales/en-public').then(
      (m) => callback(null, m.englishPublic[namespace]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function storedLanguage(): string | undefined {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

// The public pages' German translations are bundled so the first paint never waits for a fetch; the
// dashboard's arrive with its lazy chunks (loadDashboardTranslations). The contract's catalogue (validation
// texts and server error codes) is the `messages` namespace, so forms and toasts show exactly the texts the
// API would answer.
/** Settles when the texts of the language the app starts in are there (at once, unless it is English). */
export const i18nReady = i18n
  .use(englishOnDemand)
  .use(initReactI18next)
  .init({
    resources: {
      de: { common: deCommon, auth: deAuth, messages: deCatalogue },
    },
    partialBundledLanguages: true,
    lng: storedLanguage() ?? 'de',
    fallbackLng: 'de',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // Without this, a stored `de-DE` or `en-GB` would fall back wrongly.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: ['common', 'auth', 'dashboard', 'plans', 'payments', 'messages'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });

/*
 * German and English plurals ("1 Immobilie gefunden", "2 Immobilien gefunden"): "one" for exactly one, "other" for
 * every other number, as Intl.PluralRules has them (i18n.test.ts compares). i18next makes an Intl.PluralRules
 * for the first text with a count, and a page's first Intl object loads the browser's locale data: ~150 ms of a
 * phone's main thread (4× slower CPU) inside the results page's first render. Ordinals and other languages
 * are still Intl's.
 */
const germanOrEnglishCardinal = {
  select: (count: number) => (Math.abs(count) === 1 ? 'one' : 'other'),
  resolvedOptions: () => ({ pluralCategories: ['one', 'other'] }),
};
type PluralRuleSource = { getRule(code: string, options?: { ordinal?: boolean }): unknown };
const pluralResolver = i18n.services.pluralResolver as PluralRuleSource;
const intlPluralRule = pluralResolver.getRule.bind(pluralResolver);
pluralResolver.getRule = (code, options = {}) =>
  !options.ordinal && /^(de|en)(-|$)/.test(code) ? germanOrEnglishCardinal : intlPluralRule(code, options);

function applyLanguage(language: string) {
  // No document when the build renders the public pages (src/prerender): they are German, like index.html.
  if (typeof document !== 'undefined') document.documentElement.lang = uiLanguage(language);
}

i18n.on('languageChanged', (language) => {
  applyLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, uiLanguage(language));
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
});
applyLanguage(i18n.language);

/** Namespaces loaded on demand, by language: `{ de: { dashboard: {…} }, en: { … } }`. */
export function addTranslationBundles(bundles: Record<string, Record<string, object>>) {
  for (const [language, namespaces] of Object.entries(bundles)) {
    for (const [namespace, texts] of Object.entries(namespaces)) i18n.addResourceBundle(language, namespace, texts);
  }
}

/** `dashboard`, `plans` and `payments` namespaces, both languages; awaited by the routes that use them. */
export const loadDashboardTranslations = translationLoader(async () => {
  addTranslationBundles((await import('../locales/dashboard-bundle')).dashboardBundles);
});

/** Our two languages; anything not English is German (the default and fallback). */
export function uiLanguage(language: string | undefined = i18n.resolvedLanguage ?? i18n.language): UiLanguage {
  return language?.startsWith('en') ? 'en' : 'de';
}

/** BCP 47 locale for Intl formatting. */
export function intlLocale(language?: string) {
  return uiLanguage(language) === 'en' ? 'en-GB' : 'de-DE';
}

export default i18n;
