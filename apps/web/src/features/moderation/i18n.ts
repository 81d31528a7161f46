import i18n from '../../lib/i18n';
import de from '../../locales/de/moderation.json';
import en from '../../locales/en/moderation.json';

/*
 * Small, and needed on many pages (the report button, the removed mark, the thread banner, the
 * decisions on /profile-view, the public /report page), so it travels with whichever chunk first
 * imports a moderation component; registered once on first import.
 */
if (!i18n.hasResourceBundle('de', 'moderation')) {
  i18n.addResourceBundle('de', 'moderation', de);
  i18n.addResourceBundle('en', 'moderation', en);
}
