import { Controller, useForm, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { RELATIONSHIP_STATUSES, updateProfileFieldsSchema, type User } from '@mietmatch/contract';
import { avatarFileSchema } from '../../../lib/avatar-schema';
import { useCurrentUser } from '../../../lib/current-user';
import { fieldText } from '../../../lib/errors';
import { toastActionError } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { uiLanguage } from '../../../lib/i18n';
import { AvatarField } from '../../../components/avatar-field';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useUpdateProfile } from '../api/update-profile';
import { AccountDataSection } from '../components/account-data-section';
import { DocumentViewsSection } from '../components/document-views-section';
import { ProfileSummary } from '../components/profile-summary';
import { ProviderSection } from '../components/provider-section';
import { DecisionsSection } from '../../moderation';
import '../i18n';

const formSchema = updateProfileFieldsSchema.omit({ language: true }).extend({ avatar: avatarFileSchema.optional() });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const TEXT_FIELDS = ['address', 'postalArea', 'telephone', 'nationality', 'profession'] as const;
const FIELDS = ['firstName', 'lastName', ...TEXT_FIELDS, 'relationshipStatus', 'avatar'] as const;
type FieldError = (name: (typeof FIELDS)[number]) => string | undefined;

function defaults(user: User): FormInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    address: user.address ?? '',
    postalArea: user.postalArea ?? '',
    telephone: user.telephone ?? '',
    nationality: user.nationality ?? '',
    profession: user.profession ?? '',
    relationshipStatus: user.relationshipStatus ?? '',
    avatar: undefined,
  };
}

export function ProfilePage() {
  const { t, i18n } = useTranslation(['dashboard', 'common', 'account']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const user = useCurrentUser().data!;
  const update = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: defaults(user) });
  const err: FieldError = (name) => fieldText(errors[name]?.message as string | undefined, language);

  const onSubmit = async (values: FormOutput) => {
    const form = new FormData();
    form.append('firstName', values.firstName);
    form.append('lastName', values.lastName);
    // An emptied optional field is sent as "" so the server clears it.
    for (const field of TEXT_FIELDS) form.append(field, values[field] ?? '');
    form.append('relationshipStatus', values.relationshipStatus ?? '');
    form.append('language', language);
    if (values.avatar) form.append('avatar', values.avatar);
    try {
      const updated = await update.mutateAsync(form);
      reset(defaults(updated));
      toast.success(t('profile.updated'));
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      toastActionError(error, language);
    }
  };

  const name = `${watch('firstName') ?? ''} ${watch('lastName') ?? ''}`.trim();

  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground">{t('profile.intro')}</p>
      {user.isDeactivated ? (
        <Alert variant="destructive">
          <AlertTitle>{t('profile.deactivatedTitle')}</AlertTitle>
          <AlertDescription>{t('account:deactivatedAlert')}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
        <ProfileSummary user={user} />
        <Card>
          <form noValidate onSubmit={handleSubmit(onSubmit)}>
            <CardHeader>
              <CardTitle>{t('profile.detailsSection')}</CardTitle>
              <CardDescription>{t('profile.detailsHint')}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-5">
              <Controller
                control={control}
                name="avatar"
                render={({ field }) => (
                  <AvatarField
                    label={t('profile.avatar')}
                    buttonLabel={t('profile.avatarChoose')}
                    hint={t('profile.avatarHint')}
                    name={name}
                    value={field.value as File | undefined}
                    currentUrl={user.avatarUrl}
                    onChange={(file) => field.onChange(file ?? undefined)}
                    error={err('avatar')}
                  />
                )}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField label={t('profile.firstName')} error={err('firstName')} required>
                  <Input autoComplete="given-name" {...register('firstName')} />
                </FormField>
                <FormField label={t('profile.lastName')} error={err('lastName')} required>
                  <Input autoComplete="family-name" {...register('lastName')} />
                </FormField>
                <FormField label={t('profile.email')}>
                  <Input value={user.email} readOnly />
                </FormField>
                <FormField label={t('profile.role')}>
                  <Input value={t(`common:roles.${user.role}`)} readOnly />
                </FormField>
              </div>
              <PersonalFields register={register} err={err} />
            </CardContent>
            <CardFooter className="sticky bottom-0 justify-end rounded-b-xl bg-card/95 backdrop-blur">
              <Button
                type="button"
                variant="ghost"
                disabled={!isDirty || isSubmitting}
                onClick={() => reset(defaults(user))}
              >
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" busy={isSubmitting}>
                {isSubmitting ? t('profile.saving') : t('profile.save')}
              </Button>
            </CardFooter>
          </form>
        </Card>
      </div>
      {/* Landlords: listing privately or as a business (DSA Art. 30). */}
      {user.role === 'contractor' ? <ProviderSection user={user} /> : null}
      {/* Tenants: which landlord opened which of their images and documents, and when. */}
      {user.role === 'client' ? <DocumentViewsSection /> : null}
      {/* Moderation: statements of reasons about the member's content and the outcomes of their reports. */}
      <DecisionsSection />
      <AccountDataSection user={user} />
    </div>
  );
}

/** The optional details that help landlords and tenants get to know the person. */
function PersonalFields({ register, err }: { register: UseFormRegister<FormInput>; err: FieldError }) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <>
      <FormField label={t('profile.address')} error={err('address')}>
        <Input autoComplete="address-line1" {...register('address')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('profile.postalArea')} error={err('postalArea')}>
          <Input autoComplete="postal-code" {...register('postalArea')} />
        </FormField>
        <FormField label={t('profile.telephone')} error={err('telephone')}>
          <Input type="tel" autoComplete="tel" {...register('telephone')} />
        </FormField>
        <FormField label={t('profile.nationality')} error={err('nationality')}>
          <Input {...register('nationality')} />
        </FormField>
        <FormField label={t('profile.profession')} error={err('profession')}>
          <Input autoComplete="organization-title" {...register('profession')} />
        </FormField>
      </div>
      <FormField label={t('profile.relationshipStatus')} error={err('relationshipStatus')}>
        <Select {...register('relationshipStatus')}>
          <option value="">{t('profile.relationshipNone')}</option>
          {RELATIONSHIP_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`common:relationship.${status}`)}
            </option>
          ))}
        </Select>
      </FormField>
    </>
  );
}
