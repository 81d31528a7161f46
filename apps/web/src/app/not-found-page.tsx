import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../components/ui/button';
import { Logo } from '../components/logo';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center">
      <Logo />
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="max-w-sm text-muted-foreground">{t('notFound.text')}</p>
      <Link to="/login" className={buttonClasses()}>
        {t('notFound.back')}
      </Link>
    </main>
  );
}
