import { useId } from 'react';
import { Controller, useForm, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { BadgeCheck } from 'lucide-react';
import { businessDetailsSchema, type BusinessDetails, type User } from '@mietmatch/contract';
import { ApiError } from '../../../lib/api-client';
import { fieldText } from '../../../lib/errors';
import { toastActionError } from '../../../lib/error-toast';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label, labelIdOf } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { useUpdateBusinessDetails } from '../api/update-profile';
import '../i18n';

interface ProviderForm {
  kind: 'private' | 'business';
  name: string;
  address: string;
  phone: string;
  email: string;
  tradeRegister: string;
  noTradeRegister: boolean;
  /** Never pre-ticked: every save as a business certifies anew (DSA Art. 30(1)(e)). */
  selfCertified: boolean;
}
type Field = keyof ProviderForm;
const FIELDS: readonly Field[] = [
  'kind',
  'name',
  'address',
  'phone',
  'email',
  'tradeRegister',
  'noTradeRegister',
  'selfCertified',
];
type FieldError = (name: Field) => string | undefined;

function defaults(d: BusinessDetails | undefined): ProviderForm {
  return {
    kind: d?.isBusiness ? 'business' : 'private',
    name: d?.name ?? '',
    address: d?.address ?? '',
    phone: d?.phone ?? '',
    email: d?.email ?? '',
    tradeRegister: d?.tradeRegister ?? '',
    noTradeRegister: d?.noTradeRegister ?? false,
    selfCertified: false,
  };
}

/** What the API takes: a private landlord sends nothing else; a business every field (the contract checks them). */
function toDetails({ kind, ...business }: ProviderForm) {
  return kind === 'private' ? { isBusiness: false } : { isBusiness: true, ...business };
}

/** The server names the fields inside `businessDetails` (`businessDetails.name`); the form by their own names. */
function formField(serverField: string): Field | undefined {
  const name = serverField === 'businessDetails' ? 'kind' : serverField.replace(/^businessDetails\./, '');
  return FIELDS.find((field) => field === name);
}

/**
 * "Anbieter" on a landlord's /profile-view: listing privately or as a business (DSA Art. 30). A business
 * gives name, address, phone, email and the trade-register entry (or says there is none) and certifies;
 * its listings then show these details as "Gewerblicher Anbieter".
 */
export function ProviderSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const update = useUpdateBusinessDetails();
  const saved = user.businessDetails;
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProviderForm>({ defaultValues: defaults(saved) });
  const err: FieldError = (name) => fieldText(errors[name]?.message, language);
  const business = watch('kind') === 'business';

  const onSubmit = async (values: ProviderForm) => {
    const parsed = businessDetailsSchema.safeParse(toDetails(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = formField(`businessDetails.${issue.path.join('.')}`);
        if (field) setError(field, { type: 'validate', message: issue.message });
      }
      return;
    }
    try {
      const updated = await update.mutateAsync(parsed.data);
      reset(defaults(updated.businessDetails));
      toast.success(t('provider.saved'));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [key, message] of Object.entries(error.fields ?? {})) {
          const field = formField(key);
          if (field) setError(field, { type: 'server', message });
        }
      }
      toastActionError(error, language);
    }
  };

  return (
    <Card>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>{t('provider.title')}</CardTitle>
            {saved?.isBusiness ? (
              saved.checkedAt ? (
                <Badge variant="success">
                  <BadgeCheck className="size-3" aria-hidden="true" />
                  {t('provider.checkedOn', { date: formatDate(saved.checkedAt, language) })}
                </Badge>
              ) : (
                <Badge variant="outline">{t('provider.notChecked')}</Badge>
              )
            ) : null}
          </div>
          <CardDescription>{t('provider.intro')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <KindChoice control={control} />
          {business ? (
            <BusinessFields register={register} control={control} err={err} noEntry={watch('noTradeRegister')} />
          ) : null}
        </CardContent>
        <CardFooter className="justify-end">
          <Button
            type="button"
            variant="ghost"
            disabled={!isDirty || isSubmitting}
            onClick={() => reset(defaults(saved))}
          >
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? t('provider.saving') : t('provider.save')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

/** Private or business, each with what it means. */
function KindChoice({ control }: { control: Control<ProviderForm> }) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-medium">{t('provider.kindLegend')}</legend>
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <RadioGroup value={field.value} onValueChange={field.onChange} className="gap-3">
            {(['private', 'business'] as const).map((kind) => (
              <div key={kind} className="flex items-start gap-3">
                <RadioGroupItem
                  value={kind}
                  id={`${id}-${kind}`}
                  className="mt-0.5"
                  aria-describedby={`${id}-${kind}-hint`}
                />
                <div className="flex flex-col gap-1">
                  <Label htmlFor={`${id}-${kind}`} className="cursor-pointer">
                    {t(`provider.kind.${kind}`)}
                  </Label>
                  <p id={`${id}-${kind}-hint`} className="text-xs text-muted-foreground">
                    {t(`provider.kindHint.${kind}`)}
                  </p>
                </div>
              </div>
            ))}
          </RadioGroup>
        )}
      />
    </fieldset>
  );
}

/** A checkbox with its label and error, as the report dialog's good-faith confirmation. */
function CheckField({
  control,
  name,
  label,
  error,
  required,
}: {
  control: Control<ProviderForm>;
  name: 'noTradeRegister' | 'selfCertified';
  label: string;
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Checkbox
              id={id}
              checked={field.value}
              onCheckedChange={(value) => field.onChange(value === true)}
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="mt-0.5"
            />
          )}
        />
        <label id={labelIdOf(id)} htmlFor={id} className="cursor-pointer text-sm leading-relaxed">
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          ) : null}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The business's details (DSA Art. 30(1)): all required; the trade register may be "none". */
function BusinessFields({
  register,
  control,
  err,
  noEntry,
}: {
  register: UseFormRegister<ProviderForm>;
  control: Control<ProviderForm>;
  err: FieldError;
  noEntry: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormField label={t('provider.name')} error={err('name')} required>
        <Input autoComplete="organization" {...register('name')} />
      </FormField>
      <FormField label={t('provider.address')} hint={t('provider.addressHint')} error={err('address')} required>
        <Input autoComplete="address-line1" {...register('address')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('provider.phone')} error={err('phone')} required>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField label={t('provider.email')} error={err('email')} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
      </div>
      <FormField
        label={t('provider.tradeRegister')}
        hint={t('provider.tradeRegisterHint')}
        error={err('tradeRegister')}
        required={!noEntry}
      >
        <Input disabled={noEntry} {...register('tradeRegister')} />
      </FormField>
      <CheckField control={control} name="noTradeRegister" label={t('provider.noTradeRegister')} />
      <CheckField
        control={control}
        name="selfCertified"
        label={t('provider.selfCertified')}
        error={err('selfCertified')}
        required
      />
    </>
  );
}
