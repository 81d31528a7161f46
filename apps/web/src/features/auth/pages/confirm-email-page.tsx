import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { keepCheckoutPass, planChoicePath } from '../../../lib/auth-session';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { confirmEmailQueryOptions } from '../api/confirm-email';
import { StatusPanel } from '../../../components/status-panel';

/**
 * /verify-email?token=… from the verification mail. In the browser that signed up, an account without a
 * plan goes straight on to the plan choice with the answer's checkout token (no login in between); opened
 * anywhere else, or a second time, the link confirms the address and leads to the login.
 */
export function ConfirmEmailPage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const query = useQuery({ ...confirmEmailQueryOptions(token), enabled: Boolean(token) });
  const pass = query.data?.checkout_token && query.data.email && query.data.role ? query.data : null;

  useEffect(() => {
    if (!pass?.checkout_token || !pass.email || !pass.role) return;
    keepCheckoutPass(pass.checkout_token, pass.freePlanUsed === true);
    // The plan page greets a freshly verified member (no NoPayment toast: nobody tried to log in).
    void navigate(planChoicePath(pass.email, pass.role), { replace: true, state: { emailVerified: true } });
  }, [pass, navigate]);
  const toLogin = (
    <Link to="/login" className={buttonClasses('default', 'lg', 'w-full')}>
      {t('verifyEmail.toLogin')}
    </Link>
  );

  if (!token)
    return <StatusPanel icon={<CircleX />} tone="destructive" title={t('verifyEmail.missing')} action={toLogin} />;
  if (query.isPending || pass) return <LoadingState label={t('verifyEmail.verifying')} />;
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
