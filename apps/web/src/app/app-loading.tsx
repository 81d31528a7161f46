import { useTranslation } from 'react-i18next';
import { LoadingState } from '../components/ui/spinner';

/** Shown while the app, a lazy route or the signed-in user loads (same look as index.html's boot spinner). */
export function AppLoading() {
  const { t } = useTranslation('common');
  return <LoadingState label={t('launching')} className="min-h-dvh py-0" />;
}
