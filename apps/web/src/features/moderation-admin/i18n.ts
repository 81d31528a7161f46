import i18n from '../../lib/i18n';
import de from '../../locales/de/moderation-admin.json';
import en from '../../locales/en/moderation-admin.json';

// Travels with the moderation pages' chunks; registered once on first import.
if (!i18n.hasResourceBundle('de', 'moderation-admin')) {
  i18n.addResourceBundle('de', 'moderation-admin', de);
  i18n.addResourceBundle('en', 'moderation-admin', en);
}
