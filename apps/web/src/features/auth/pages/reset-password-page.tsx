import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import { resetPasswordBodySchema } from '@mietmatch/contract';
import { fieldText, formFailureText } from '../../../lib/errors';
import { uiLanguage } from '../../../lib/i18n';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { resetPassword } from '../api/reset-password';
import { AuthHeading } from '../components/auth-heading';

// `mismatch` is not a catalogue key, so it is looked up in our own namespace (see fieldText below).
const formSchema = resetPasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { error: 'mismatch', path: ['confirmPassword'] });
type FormValues = z.infer<typeof formSchema>;

export function ResetPasswordPage() {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [failure, setFailure] = useState<string | null>(token ? null : t('reset.missingToken'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = async ({ newPassword }: FormValues) => {
    setFailure(null);
    try {
      await resetPassword(token, newPassword);
      toast.success(t('reset.success'));
      await navigate('/login', { replace: true });
    } catch (error) {
      setFailure(formFailureText(error, language) ?? null);
    }
  };
  const confirmError =
    errors.confirmPassword?.message === 'mismatch'
      ? t('reset.mismatch')
      : fieldText(errors.confirmPassword?.message, language);

  return (
    <div>
      <AuthHeading title={t('reset.heading')}>{t('reset.subheading')}</AuthHeading>
      {failure ? (
        <Alert variant="destructive" className="mb-6">
          <AlertDescription>{failure}</AlertDescription>
          <Link to="/forgot-password" className="font-medium underline underline-offset-4">
            {t('reset.requestNew')}
          </Link>
        </Alert>
      ) : null}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        <FormField label={t('reset.newPassword')} error={fieldText(errors.newPassword?.message, language)}>
          <PasswordInput
            autoComplete="new-password"
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
            {...register('newPassword')}
          />
        </FormField>
        <FormField label={t('reset.confirmPassword')} error={confirmError}>
          <PasswordInput
            autoComplete="new-password"
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
            {...register('confirmPassword')}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" busy={isSubmitting} disabled={!token}>
          {isSubmitting ? t('reset.busy') : t('reset.submit')}
        </Button>
        <Link to="/login" className={buttonClasses('ghost', 'default', 'w-full')}>
          {t('common:actions.backToLogin')}
        </Link>
      </form>
    </div>
  );
}
