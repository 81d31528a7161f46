import { useTranslation } from 'react-i18next';
import { LEGAL_LINKS } from '../../../components/site-links';
import { richText } from '../../../lib/rich-text';

const linkClass = 'font-medium text-foreground underline underline-offset-4 hover:text-primary';

/** "By logging in you agree to our Terms of Service and Privacy Policy." with both links. */
export function LegalAgreement({ i18nKey }: { i18nKey: 'login.agreement' | 'register.agreement' }) {
  const { t } = useTranslation('auth');
  return (
    <p className="text-center text-xs leading-relaxed text-muted-foreground">
      {richText(t(i18nKey), {
        terms: (text) => (
          <a className={linkClass} href={LEGAL_LINKS.terms} target="_blank" rel="noreferrer">
            {text}
          </a>
        ),
        privacy: (text) => (
          <a className={linkClass} href={LEGAL_LINKS.privacy} target="_blank" rel="noreferrer">
            {text}
          </a>
        ),
      })}
    </p>
  );
}
