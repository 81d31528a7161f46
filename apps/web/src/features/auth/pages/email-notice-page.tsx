import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { StatusPanel } from '../../../components/status-panel';

export function EmailNoticePage() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <StatusPanel
      icon={<MailCheck />}
      title={t('emailNotice.heading')}
      action={
        <Link to="/login" className={buttonClasses('default', 'lg', 'w-full')}>
          {t('common:actions.backToLogin')}
        </Link>
      }
    >
      <p>{t('emailNotice.text')}</p>
      <p className="mt-3 text-xs">{t('emailNotice.hint')}</p>
    </StatusPanel>
  );
}
