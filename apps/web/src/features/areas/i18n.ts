import i18n from '../../lib/i18n';
import de from '../../locales/de/areas.json';
import en from '../../locales/en/areas.json';

// Small and needed wherever a picker appears, so it travels with the picker's chunk.
if (!i18n.hasResourceBundle('de', 'areas')) {
  i18n.addResourceBundle('de', 'areas', de);
  i18n.addResourceBundle('en', 'areas', en);
}
