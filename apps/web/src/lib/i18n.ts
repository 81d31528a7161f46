import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages } from '@mietmatch/contract/messages';
import deCommon from '../locales/de/common.json';
import deAuth from '../locales/de/auth.json';
import enCommon from '../locales/en/common.json';
import enAuth from '../locales/en/auth.json';
import { translationLoader } from './translation-loader';

export const SUPPORTED_LANGUAGES = ['de', 'en'] as const;
export type UiLanguage = (typeof SUPPORTED_LANGUAGES)[number];
const LANGUAGE_STORAGE_KEY = 'i18nextLng';

// The contract's catalogue (validation texts and server error codes) becomes the `messages` namespace,
// so forms and toasts show exactly the texts the API would answer.
function catalogue(language: UiLanguage) {
  return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, value[language]]));
}

function storedLanguage(): string | undefined {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

// The public pages' translations are bundled so the first paint never waits for a fetch; the
// dashboard's arrive with its lazy chunks (loadDashboardTranslations).
void i18n.use(initReactI18next).init({
  resources: {
    de: { common: deCommon, auth: deAuth, messages: catalogue('de') },
    en: { common: enCommon, auth: enAuth, messages: catalogue('en') },
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
