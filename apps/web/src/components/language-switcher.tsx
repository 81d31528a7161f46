import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, uiLanguage } from '../lib/i18n';
import { cn } from '../lib/utils';

/** Two pressed-state buttons: one click, visible state, nothing hidden in a menu. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const current = uiLanguage(i18n.resolvedLanguage);
  return (
    <fieldset className={cn('inline-flex min-w-0 rounded-md border bg-card p-0.5', className)}>
      {/* A group's name is its legend: checkers of WCAG (HTML_CodeSniffer) ask for one on every fieldset. */}
      <legend className="sr-only">{t('language.label')}</legend>
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          // The name starts with what the button shows ("EN – English"): speech input users say what they see.
          aria-label={`${language.toUpperCase()} – ${t(`language.${language}`)}`}
          onClick={() => void i18n.changeLanguage(language)}
          className={cn(
            'h-8 min-w-8 rounded-[5px] px-1.5 text-xs sm:min-w-9 sm:px-2 font-semibold uppercase tracking-wide transition-colors cursor-pointer',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
            current === language
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:bg-accent hover:text-foreground',
          )}
        >
          {language}
        </button>
      ))}
    </fieldset>
  );
}
