import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { confirmEmailQueryOptions } from '../api/confirm-email';
import { StatusPanel } from '../../../components/status-panel';

/** /verify-email?token=… from the verification mail. */
export function ConfirmEmailPage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const query = useQuery({ ...confirmEmailQueryOptions(token), enabled: Boolean(token) });
  const toLogin = (
    <Link to="/login" className={buttonClasses('default', 'lg', 'w-full')}>
      {t('verifyEmail.toLogin')}
    </Link>
  );

  if (!token)
    return <StatusPanel icon={<CircleX />} tone="destructive" title={t('verifyEmail.missing')} action={toLogin} />;
  if (query.isPending) return <LoadingState label={t('verifyEmail.verifying')} />;
  if (query.isError) {
    // A 4xx answer means the link itself is bad; anything else is our or the network's fault.
    const linkRejected = query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500;
    return (
      <StatusPanel
        icon={<CircleX />}
        tone="destructive"
        title={linkRejected ? t('verifyEmail.failed') : t('verifyEmail.error')}
        action={toLogin}
      />
    );
  }
  return (
    <StatusPanel icon={<CircleCheck />} title={t('verifyEmail.successTitle')} action={toLogin}>
      {t('verifyEmail.successText')}
    </StatusPanel>
  );
}
