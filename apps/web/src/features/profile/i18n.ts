import i18n from '../../lib/i18n';
import deAccount from '../../locales/de/account.json';
import enAccount from '../../locales/en/account.json';

/*
 * The `account` namespace is small and used only on the profile page, so it travels inside that
 * page's lazy chunk: importing this module registers both languages before the page renders.
 */
if (!i18n.hasResourceBundle('de', 'account')) i18n.addResourceBundle('de', 'account', deAccount);
if (!i18n.hasResourceBundle('en', 'account')) i18n.addResourceBundle('en', 'account', enAccount);
