import i18n from '../../lib/i18n';
import de from '../../locales/de/notifications.json';
import en from '../../locales/en/notifications.json';

// Small, and needed by the dashboard itself (the bell in the top bar), so it travels with the
// dashboard chunk rather than with the notifications page; registered once on first import.
if (!i18n.hasResourceBundle('de', 'notifications')) {
  i18n.addResourceBundle('de', 'notifications', de);
  i18n.addResourceBundle('en', 'notifications', en);
}
