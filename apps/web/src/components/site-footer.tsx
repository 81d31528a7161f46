import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { richText } from '../lib/rich-text';
import { APP_VERSION, PRODUCT_NAME } from '@mietmatch/contract/constants';
import { CONTACT_EMAIL, LEGAL_LINKS, REPORT_PATH } from './site-links';
import { cn } from '../lib/utils';

const linkClass =
  'rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring';
// The legal links wrap into rows on a phone: each is at least 24 px high, so a finger finds it (WCAG 2.5.8).
const navLinkClass = `${linkClass} inline-flex min-h-6 items-center`;

/** `stacked`: always one column (the narrow form column of the public pages). */
export function SiteFooter({ className, stacked }: { className?: string; stacked?: boolean }) {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  return (
    <footer className={cn('border-t bg-card/60 text-xs text-muted-foreground', className)}>
      <div
        className={cn(
          'mx-auto flex max-w-[1200px] flex-col gap-3 px-4 py-5 sm:px-6',
          !stacked && 'md:flex-row md:items-center md:justify-between',
        )}
      >
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>{t('footer.copyright', { year, name: PRODUCT_NAME })}</span>
            <span aria-hidden="true">·</span>
            <span>{t('footer.version', { version: APP_VERSION })}</span>
          </p>
          <p>
            {richText(t('footer.geonames'), {
              geonames: (text) => (
                <a className={linkClass} href="https://www.geonames.org/" target="_blank" rel="noreferrer">
                  {text}
                </a>
              ),
              license: (text) => (
                <a
                  className={linkClass}
                  href="https://creativecommons.org/licenses/by/4.0/"
                  target="_blank"
                  rel="noreferrer"
                >
                  {text}
                </a>
              ),
            })}
          </p>
        </div>
        <nav aria-label={t('footer.legal')} className="flex flex-wrap gap-x-4">
          <a className={navLinkClass} href={LEGAL_LINKS.imprint} target="_blank" rel="noreferrer">
            {t('footer.imprint')}
          </a>
          <a className={navLinkClass} href={LEGAL_LINKS.privacy} target="_blank" rel="noreferrer">
            {t('footer.privacy')}
          </a>
          <a className={navLinkClass} href={LEGAL_LINKS.terms} target="_blank" rel="noreferrer">
            {t('footer.terms')}
          </a>
          <a className={navLinkClass} href={`mailto:${CONTACT_EMAIL}`}>
            {t('footer.contact')}
          </a>
          {/* Notice and action (DSA Art. 16): anyone, signed in or not, can report content here. */}
          <Link className={navLinkClass} to={REPORT_PATH}>
            {t('footer.report')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
