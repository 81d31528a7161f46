import { useTranslation } from 'react-i18next';
import type { TenantRequest } from '@mietmatch/contract';
import { uiLanguage, type UiLanguage } from '../../../../lib/i18n';

/**
 * A first name as a possessive: "Mias", "Jonas’" (German adds an apostrophe after s, ß, x, z and ce),
 * "Mia’s" in English. Headings name the person a landlord reads about instead of saying "your".
 */
export function possessive(name: string, language: UiLanguage) {
  const trimmed = name.trim();
  if (language === 'en') return `${trimmed}’s`;
  return /([sßxz]|ce)$/i.test(trimmed) ? `${trimmed}’` : `${trimmed}s`;
}

/**
 * Section titles from the viewer's side: "Deine Wünsche" for the owner, "Mias Wünsche" for everyone else.
 * `key` names the pair in `details.sections`: `<key>.own` and `<key>.other` (with `name` and `whose`).
 */
export function useViewerWords(request: Pick<TenantRequest, 'firstName' | 'fileAccess'>) {
  const { t, i18n } = useTranslation('requests');
  const own = request.fileAccess === 'owner';
  const name = request.firstName;
  const whose = possessive(name, uiLanguage(i18n.resolvedLanguage));
  return {
    own,
    name,
    title: (key: string) => t(`details.sections.${key}.${own ? 'own' : 'other'}`, { name, whose }),
  };
}
