import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type Control, Controller, useForm, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { RELATIONSHIP_STATUSES, registerFieldsSchema } from '@mietmatch/contract';
import { avatarFileSchema } from '../../../lib/avatar-schema';
import { fieldText, formFailureText } from '../../../lib/errors';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { uiLanguage } from '../../../lib/i18n';
import { AvatarField } from '../../../components/avatar-field';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Select } from '../../../components/ui/select';
import { registerAccount } from '../api/register';
import { AuthHeading } from '../components/auth-heading';
import { LegalAgreement } from '../components/legal-agreement';
import { RoleChoice } from '../components/role-choice';

const formSchema = registerFieldsSchema.omit({ language: true }).extend({ avatar: avatarFileSchema });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'role',
  'address',
  'postalArea',
  'telephone',
  'nationality',
  'profession',
  'relationshipStatus',
  'avatar',
] as const;
const OPTIONAL_TEXT = ['address', 'postalArea', 'telephone', 'nationality', 'profession'] as const;
const AUTOCOMPLETE = {
  postalArea: 'postal-code',
  telephone: 'tel',
  nationality: 'off',
  profession: 'organization-title',
};
type FieldError = (name: (typeof FIELDS)[number]) => string | undefined;

export function RegisterPage() {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      address: '',
      postalArea: '',
      telephone: '',
      nationality: '',
      profession: '',
      relationshipStatus: '',
    },
  });
  const err: FieldError = (name) => fieldText(errors[name]?.message as string | undefined, language);

  const onSubmit = async (values: FormOutput) => {
    setFailure(null);
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined || value === null || key === 'avatar') continue;
      form.append(key, String(value));
    }
    form.append('language', language);
    form.append('avatar', values.avatar);
    try {
      await registerAccount(form);
      toast.success(t('register.success'));
      await navigate('/email-notice');
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      setFailure(formFailureText(error, language) ?? null);
    }
  };

  const name = `${watch('firstName') ?? ''} ${watch('lastName') ?? ''}`.trim();

  return (
    <div>
      <AuthHeading title={t('register.heading')}>{t('register.subheading')}</AuthHeading>

      {failure ? (
        <Alert variant="destructive" className="mb-6">
          <AlertTitle>{t('register.failedTitle')}</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}

      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-8">
        <RoleChoice {...register('role')} error={err('role')} />

        <AccountSection register={register} control={control} err={err} name={name} />

        <PersonalSection register={register} err={err} />

        <div className="flex flex-col gap-4">
          <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
            {isSubmitting ? t('register.busy') : t('register.submit')}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            {t('register.haveAccount')}{' '}
            <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('register.login')}
            </Link>
          </p>
          <LegalAgreement i18nKey="register.agreement" />
        </div>
      </form>
    </div>
  );
}

/** Name, sign-in details and picture: everything an account needs. */
function AccountSection({
  register,
  control,
  err,
  name,
}: {
  register: UseFormRegister<FormInput>;
  control: Control<FormInput, unknown, FormOutput>;
  err: FieldError;
  /** The name typed so far, for the picture's placeholder. */
  name: string;
}) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <section className="flex flex-col gap-5" aria-labelledby="account-heading">
      <h2 id="account-heading" className="text-base font-semibold">
        {t('register.accountSection')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('register.firstName')} error={err('firstName')} required>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label={t('register.lastName')} error={err('lastName')} required>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField label={t('register.email')} error={err('email')} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label={t('register.password')} error={err('password')} required>
        <PasswordInput
          autoComplete="new-password"
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          {...register('password')}
        />
      </FormField>
      <Controller
        control={control}
        name="avatar"
        render={({ field }) => (
          <AvatarField
            label={t('register.avatar')}
            buttonLabel={field.value ? t('register.avatarChange') : t('register.avatarChoose')}
            hint={t('register.avatarHint')}
            name={name}
            value={field.value as File | undefined}
            onChange={(file) => field.onChange(file ?? undefined)}
            error={err('avatar')}
            required
          />
        )}
      />
    </section>
  );
}

/** The optional details that help landlords and tenants get to know the person. */
function PersonalSection({ register, err }: { register: UseFormRegister<FormInput>; err: FieldError }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <section className="flex flex-col gap-5" aria-labelledby="personal-heading">
      <div>
        <h2 id="personal-heading" className="text-base font-semibold">
          {t('register.personalSection')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('register.personalHint')}</p>
      </div>
      <FormField label={t('register.address')} error={err('address')}>
        <Input autoComplete="address-line1" {...register('address')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        {OPTIONAL_TEXT.filter((field) => field !== 'address').map((field) => (
          <FormField key={field} label={t(`register.${field}`)} error={err(field)}>
            <Input
              type={field === 'telephone' ? 'tel' : 'text'}
              autoComplete={AUTOCOMPLETE[field]}
              {...register(field)}
            />
          </FormField>
        ))}
      </div>
      <FormField label={t('register.relationshipStatus')} error={err('relationshipStatus')}>
        <Select {...register('relationshipStatus')}>
          <option value="">{t('register.relationshipNone')}</option>
          {RELATIONSHIP_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`common:relationship.${status}`)}
            </option>
          ))}
        </Select>
      </FormField>
    </section>
  );
}
