import i18n from '../../lib/i18n';
import de from '../../locales/de/admin.json';
import en from '../../locales/en/admin.json';

// Travels with the admin page's chunk; registered once on first import.
if (!i18n.hasResourceBundle('de', 'admin')) {
  i18n.addResourceBundle('de', 'admin', de);
  i18n.addResourceBundle('en', 'admin', en);
}
