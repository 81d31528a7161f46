import i18n from '../../lib/i18n';
import de from '../../locales/de/applications.json';
import en from '../../locales/en/applications.json';

// The apply button, the response figures and the pipeline link travel into the listing pages' chunks:
// the small namespace is registered on first import wherever that happens.
if (!i18n.hasResourceBundle('de', 'applications')) {
  i18n.addResourceBundle('de', 'applications', de);
  i18n.addResourceBundle('en', 'applications', en);
}
