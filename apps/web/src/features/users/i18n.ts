import i18n from '../../lib/i18n';
import de from '../../locales/de/users.json';
import en from '../../locales/en/users.json';

// Travels with the profile page's chunk; registered once on first import.
if (!i18n.hasResourceBundle('de', 'users')) {
  i18n.addResourceBundle('de', 'users', de);
  i18n.addResourceBundle('en', 'users', en);
}
