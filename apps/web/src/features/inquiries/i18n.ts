import i18n from '../../lib/i18n';
import de from '../../locales/de/inquiries.json';
import en from '../../locales/en/inquiries.json';

// Small, and needed by the dashboard itself (menu badge, toasts), so it travels with the dashboard
// chunk rather than with one page; registered once on first import.
if (!i18n.hasResourceBundle('de', 'inquiries')) {
  i18n.addResourceBundle('de', 'inquiries', de);
  i18n.addResourceBundle('en', 'inquiries', en);
}
