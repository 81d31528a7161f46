import i18n from '../../lib/i18n';
import de from '../../locales/de/matches.json';
import en from '../../locales/en/matches.json';

// Only the match pages use these texts; they arrive with those pages' chunk.
if (!i18n.hasResourceBundle('de', 'matches')) {
  i18n.addResourceBundle('de', 'matches', de);
  i18n.addResourceBundle('en', 'matches', en);
}
