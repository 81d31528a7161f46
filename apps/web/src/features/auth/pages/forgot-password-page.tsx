import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { forgotPasswordBodySchema } from '@mietmatch/contract';
import { fieldText } from '../../../lib/errors';
import { toastActionError } from '../../../lib/error-toast';
import { uiLanguage } from '../../../lib/i18n';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { requestPasswordReset } from '../api/forgot-password';
import { AuthHeading } from '../components/auth-heading';
import { StatusPanel } from '../../../components/status-panel';

export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { email: '' } });

  const onSubmit = async ({ email }: { email: string }) => {
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      toastActionError(error, language);
    }
  };

  const backToLogin = (
    <Link to="/login" className={buttonClasses('ghost', 'default', 'w-full')}>
      {t('common:actions.backToLogin')}
    </Link>
  );

  // The answer is the same whether or not the address has an account, so nobody can probe for members.
  if (sentTo) {
    return (
      <StatusPanel icon={<MailCheck />} title={t('forgot.sentTitle')} action={backToLogin}>
        <p role="status">{t('forgot.sentText', { email: sentTo })}</p>
      </StatusPanel>
    );
  }

  return (
    <div>
      <AuthHeading title={t('forgot.heading')}>{t('forgot.subheading')}</AuthHeading>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        <FormField label={t('forgot.email')} error={fieldText(errors.email?.message, language)}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
          {isSubmitting ? t('forgot.busy') : t('forgot.submit')}
        </Button>
        {backToLogin}
      </form>
    </div>
  );
}
