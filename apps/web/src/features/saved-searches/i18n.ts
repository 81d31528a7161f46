import i18n from '../../lib/i18n';
import '../../components/listings/property-texts';
import de from '../../locales/de/saved-searches.json';
import en from '../../locales/en/saved-searches.json';

// Travels with the save button of both search pages and with the saved-search pages; registered once.
// The summaries name property types and features in the `properties` texts, so those come along.
if (!i18n.hasResourceBundle('de', 'saved-searches')) {
  i18n.addResourceBundle('de', 'saved-searches', de);
  i18n.addResourceBundle('en', 'saved-searches', en);
}
