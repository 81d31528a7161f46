import enCatalogue from 'virtual:catalogue/en';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';

/** The public pages' English texts, fetched when English is chosen (lib/i18n.ts). */
export const englishPublic = { common: enCommon, auth: enAuth, messages: enCatalogue };
