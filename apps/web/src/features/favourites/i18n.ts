import i18n from '../../lib/i18n';
import de from '../../locales/de/favourites.json';
import en from '../../locales/en/favourites.json';

// Small and needed wherever a heart appears, so it travels with the heart's chunk.
if (!i18n.hasResourceBundle('de', 'favourites')) {
  i18n.addResourceBundle('de', 'favourites', de);
  i18n.addResourceBundle('en', 'favourites', en);
}
