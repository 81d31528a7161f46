import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import { changePasswordBodySchema } from '@mietmatch/contract';
import { ApiError } from '../../../lib/api-client';
import { fieldText } from '../../../lib/errors';
import { toastActionError } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { uiLanguage } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { changePassword } from '../api/change-password';

// `mismatch` is ours, not a catalogue key; every other message is the contract's.
const formSchema = changePasswordBodySchema
  .safeExtend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { error: 'mismatch', path: ['confirmPassword'] });
type FormValues = z.infer<typeof formSchema>;
const EMPTY: FormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage() {
  const { t, i18n } = useTranslation(['dashboard', 'auth']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const err = (name: keyof FormValues) => {
    const message = errors[name]?.message;
    return message === 'mismatch' ? t('password.mismatch') : fieldText(message, language);
  };

  const onSubmit = async ({ oldPassword, newPassword }: FormValues) => {
    try {
      await changePassword({ oldPassword, newPassword });
      reset(EMPTY);
      toast.success(t('password.updated'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WrongPassword') {
        setError('oldPassword', { type: 'server', message: 'WrongPassword' });
      } else if (!applyServerFieldErrors(error, setError, ['oldPassword', 'newPassword'])) {
        toastActionError(error, language);
      }
    }
  };

  const toggle = { showLabel: t('auth:password.show'), hideLabel: t('auth:password.hide') };
  return (
    <div className="max-w-xl">
      <p className="mb-6 text-muted-foreground">{t('password.intro')}</p>
      <Card>
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <CardContent className="flex flex-col gap-5 pt-6">
            <FormField label={t('password.oldPassword')} error={err('oldPassword')} required>
              <PasswordInput autoComplete="current-password" {...toggle} {...register('oldPassword')} />
            </FormField>
            <FormField label={t('password.newPassword')} error={err('newPassword')} required>
              <PasswordInput autoComplete="new-password" {...toggle} {...register('newPassword')} />
            </FormField>
            <FormField label={t('password.confirmPassword')} error={err('confirmPassword')} required>
              <PasswordInput autoComplete="new-password" {...toggle} {...register('confirmPassword')} />
            </FormField>
          </CardContent>
          <CardFooter className="justify-end">
            <Button type="submit" busy={isSubmitting}>
              {isSubmitting ? t('password.busy') : t('password.submit')}
            </Button>
          </CardFooter>
        </form>
      </Card>
    </div>
  );
}
