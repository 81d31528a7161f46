import i18n from '../../lib/i18n';
import de from '../../locales/de/properties.json';
import en from '../../locales/en/properties.json';

// The property pages and every property card need it; registered once on first import.
if (!i18n.hasResourceBundle('de', 'properties')) {
  i18n.addResourceBundle('de', 'properties', de);
  i18n.addResourceBundle('en', 'properties', en);
}
