import i18n from '../../lib/i18n';
import de from '../../locales/de/viewings.json';
import en from '../../locales/en/viewings.json';

// The thread card and the invite button travel into other features' chunks, the toasts into the
// realtime one: the small namespace is registered on first import wherever that happens.
if (!i18n.hasResourceBundle('de', 'viewings')) {
  i18n.addResourceBundle('de', 'viewings', de);
  i18n.addResourceBundle('en', 'viewings', en);
}
