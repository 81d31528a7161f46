import { useEffect, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ArrowLeft, Building2 } from 'lucide-react';
import {
  ENERGY_CERTIFICATE_TYPES,
  ENERGY_EFFICIENCY_CLASSES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  propertyFieldsSchema,
  type Property,
  type User,
} from '@mietmatch/contract';
import '../../../components/listings/property-texts';
import { scrollToTop } from '../scroll';
import { useCurrentUser } from '../../../lib/current-user';
import { errorText, fieldText } from '../../../lib/errors';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { EmptyState } from '../../../components/empty-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, inputClasses } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { LoadingState } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { AddressPicker } from '../../areas/components/address-picker';
import { useCreateProperty, useProperty, useUpdateProperty } from '../api/properties';
import { ImageField } from '../components/image-field';
import { formatEuros } from '../../../components/listings/property-format';

type FormInput = z.input<typeof propertyFieldsSchema>;
type FormOutput = z.output<typeof propertyFieldsSchema>;
type FieldName = keyof FormInput;

export const FEATURE_FLAGS = ['isFurnished', 'isPetFriendly', 'haveGarage', 'haveTerrace', 'kitchenFitted', 'smokingAllowed'] as const;
const FIELD_NAMES = Object.keys(propertyFieldsSchema.shape) as FieldName[];

const str = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

function defaultsFor(user: User, property?: Property): FormInput {
  if (!property) {
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.telephone ?? '',
      title: '',
      description: '',
      address: '',
      postalCode: '',
      city: '',
      state: '',
      propertyType: 'Apartment',
      numberOfRooms: '2',
      numberOfBathrooms: '1',
      squareMeters: '',
      isFurnished: false,
      isPetFriendly: false,
      haveGarage: false,
      smokingAllowed: false,
      haveTerrace: false,
      kitchenFitted: false,
      status: 'available',
      notes: '',
      rent: '',
      additionalCost: '',
      warmRent: '',
      energyCertificateType: '',
      energyValue: '',
      energyEfficiencyClass: '',
      energySource: '',
      yearOfConstruction: '',
    };
  }
  return {
    firstName: property.firstName,
    lastName: property.lastName,
    email: property.email,
    phoneNumber: property.phoneNumber,
    title: property.title,
    description: property.description ?? '',
    address: property.address,
    postalCode: property.postalCode,
    city: property.city ?? '',
    state: property.state ?? '',
    propertyType: property.propertyType,
    numberOfRooms: str(property.numberOfRooms),
    numberOfBathrooms: str(property.numberOfBathrooms),
    squareMeters: str(property.squareMeters),
    isFurnished: property.isFurnished,
    isPetFriendly: property.isPetFriendly,
    haveGarage: property.haveGarage,
    smokingAllowed: property.smokingAllowed,
    haveTerrace: property.haveTerrace,
    kitchenFitted: property.kitchenFitted,
    status: property.status,
    notes: property.notes ?? '',
    rent: str(property.rent),
    additionalCost: str(property.additionalCost),
    warmRent: str(property.warmRent),
    energyCertificateType: property.energyCertificateType ?? '',
    energyValue: str(property.energyValue),
    energyEfficiencyClass: property.energyEfficiencyClass ?? '',
    energySource: property.energySource ?? '',
    yearOfConstruction: str(property.yearOfConstruction),
  };
}

/** /add-property and /edit-property/:id */
export function PropertyFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('properties');
  useEffect(() => scrollToTop(), [id]);
  const user = useCurrentUser().data!;
  const existing = useProperty(id ?? '');
  if (!id) return <PropertyForm user={user} />;
  if (existing.isPending) return <LoadingState label={t('form.editTitle')} />;
  if (existing.isError || (existing.data.listedBy !== user.id && user.role !== 'admin')) {
    return (
      <EmptyState
        icon={<Building2 />}
        title={t('details.notFoundTitle')}
        action={
          <Link to="/properties-list" className={buttonClasses()}>
            {t('details.back')}
          </Link>
        }
      >
        {existing.isError ? errorText(existing.error) : t('details.notFoundText')}
      </EmptyState>
    );
  }
  return <PropertyForm user={user} property={existing.data} />;
}

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {hint ? <CardDescription>{hint}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{children}</CardContent>
    </Card>
  );
}

function PropertyForm({ user, property }: { user: User; property?: Property }) {
  const { t, i18n } = useTranslation('properties');
  const language = uiLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const create = useCreateProperty();
  const update = useUpdateProperty(property?.id ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [removedIds, setRemovedIds] = useState<string[]>([]);
  const [imageError, setImageError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(propertyFieldsSchema), defaultValues: defaultsFor(user, property), mode: 'onTouched' });
  const err = (name: FieldName) => fieldText(errors[name]?.message as string | undefined, language);
  const busy = isSubmitting || create.isPending || update.isPending;
  const changed = isDirty || files.length > 0 || removedIds.length > 0;
  // Leaving with unsaved changes asks first (in the app and when closing the tab); a save lets go.
  const savedRef = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => changed && !savedRef.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  const rent = Number(String(watch('rent') ?? '').replace(',', '.'));
  const additional = Number(String(watch('additionalCost') ?? '').replace(',', '.'));
  const suggestedWarm = rent > 0 && additional >= 0 ? rent + additional : 0;

  const onSubmit = async (values: FormOutput) => {
    const form = new FormData();
    for (const name of FIELD_NAMES) {
      const value = values[name];
      if (value === undefined || value === null) continue;
      form.append(name, typeof value === 'boolean' ? String(value) : String(value));
    }
    for (const file of files) form.append('images', file);
    if (removedIds.length) form.append('removeImageIds', removedIds.join(','));
    try {
      const saved = property ? await update.mutateAsync(form) : await create.mutateAsync(form);
      savedRef.current = true;
      toast.success(property ? t('form.updated') : t('form.added'));
      await navigate(`/property-details/${saved.id}`);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELD_NAMES);
      toast.error(errorText(error, language));
    }
  };

  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    toast.error(t('form.fixErrors'));
    const first = FIELD_NAMES.find((name) => invalid[name]);
    if (first) document.getElementById(`property-${first}`)?.focus();
  };

  const text = (name: FieldName, label: string, options: { required?: boolean; type?: string; autoComplete?: string; placeholder?: string; inputMode?: 'decimal' | 'numeric'; hint?: string } = {}) => (
    <FormField label={label} error={err(name)} required={options.required} hint={options.hint}>
      <Input id={`property-${name}`} type={options.type ?? 'text'} autoComplete={options.autoComplete} placeholder={options.placeholder} inputMode={options.inputMode} {...register(name)} />
    </FormField>
  );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">{property ? t('form.editIntro') : t('form.createIntro')}</p>
        <Link to={property ? `/property-details/${property.id}` : '/properties-list'} className={buttonClasses('ghost', 'sm', 'self-start')}>
          <ArrowLeft aria-hidden="true" />
          {t('details.back')}
        </Link>
      </div>

      <Section title={t('form.contact')} hint={t('form.contactHint')}>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('firstName', t('form.firstName'), { required: true, autoComplete: 'given-name' })}
          {text('lastName', t('form.lastName'), { required: true, autoComplete: 'family-name' })}
          {text('email', t('form.email'), { required: true, type: 'email', autoComplete: 'email' })}
          {text('phoneNumber', t('form.phoneNumber'), { required: true, type: 'tel', autoComplete: 'tel' })}
        </div>
      </Section>

      <Section title={t('form.listing')}>
        {text('title', t('form.title'), { required: true, placeholder: t('form.titlePlaceholder') })}
        <FormField label={t('form.description')} error={err('description')}>
          <textarea id="property-description" rows={6} className={cn(inputClasses, 'h-auto min-h-32')} placeholder={t('form.descriptionPlaceholder')} {...register('description')} />
        </FormField>
        <FormField label={t('form.propertyType')} error={err('propertyType')} className="sm:max-w-xs">
          <Select id="property-propertyType" {...register('propertyType')}>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </Section>

      <Section title={t('form.addressSection')} hint={t('form.addressHint')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="postalCode"
            render={({ field }) => (
              <AddressPicker
                id="property-postalCode"
                required
                value={{ postalCode: String(field.value ?? ''), city: String(watch('city') ?? ''), state: String(watch('state') ?? '') }}
                error={err('postalCode')}
                onChange={(next) => {
                  field.onChange(next.postalCode);
                  setValue('city', next.city, { shouldDirty: true });
                  setValue('state', next.state, { shouldDirty: true });
                  field.onBlur();
                }}
              />
            )}
          />
          {text('address', t('form.address'), { required: true, autoComplete: 'street-address' })}
        </div>
      </Section>

      <Section title={t('form.facts')}>
        <div className="grid gap-5 sm:grid-cols-3">
          {text('numberOfRooms', t('form.numberOfRooms'), { type: 'number', inputMode: 'decimal' })}
          {text('numberOfBathrooms', t('form.numberOfBathrooms'), { type: 'number', inputMode: 'numeric' })}
          {text('squareMeters', t('form.squareMeters'), { type: 'number', inputMode: 'decimal' })}
        </div>
      </Section>

      <Section title={t('form.featuresSection')}>
        <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
          {FEATURE_FLAGS.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <div className="flex items-center justify-between gap-4 rounded-lg border px-4 py-3">
                  <label htmlFor={`property-${name}`} className="text-sm font-medium">
                    {t(`features.${name}`)}
                  </label>
                  <Switch id={`property-${name}`} checked={field.value === true} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                </div>
              )}
            />
          ))}
        </div>
      </Section>

      <Section title={t('form.money')} hint={t('form.moneyHint')}>
        <div className="grid gap-5 sm:grid-cols-3">
          {text('rent', t('form.rent'), { required: true, type: 'number', inputMode: 'decimal' })}
          {text('additionalCost', t('form.additionalCost'), { type: 'number', inputMode: 'decimal' })}
          {text('warmRent', t('form.warmRent'), { type: 'number', inputMode: 'decimal' })}
        </div>
        {suggestedWarm > 0 && Number(watch('warmRent') || 0) !== suggestedWarm ? (
          <Button variant="link" className="self-start" onClick={() => setValue('warmRent', String(Math.round(suggestedWarm * 100) / 100), { shouldDirty: true, shouldValidate: true })}>
            {t('form.warmRentSuggest', { amount: formatEuros(suggestedWarm, language) })}
          </Button>
        ) : null}
      </Section>

      <Section title={t('form.energy')} hint={t('form.energyHint')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('form.energyCertificateType')} error={err('energyCertificateType')}>
            <Select id="property-energyCertificateType" {...register('energyCertificateType')}>
              <option value="">{t('form.none')}</option>
              {ENERGY_CERTIFICATE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`certificateTypes.${type}`)}
                </option>
              ))}
            </Select>
          </FormField>
          {text('energyValue', t('form.energyValue'), { type: 'number', inputMode: 'decimal' })}
          <FormField label={t('form.energyEfficiencyClass')} error={err('energyEfficiencyClass')}>
            <Select id="property-energyEfficiencyClass" {...register('energyEfficiencyClass')}>
              <option value="">{t('form.none')}</option>
              {ENERGY_EFFICIENCY_CLASSES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          </FormField>
          {text('energySource', t('form.energySource'), { placeholder: t('form.energySourcePlaceholder') })}
          {text('yearOfConstruction', t('form.yearOfConstruction'), { type: 'number', inputMode: 'numeric' })}
        </div>
      </Section>

      <Section title={t('form.statusSection')}>
        <FormField label={t('form.status')} error={err('status')} hint={t('form.statusHint')} className="sm:max-w-xs">
          <Select id="property-status" {...register('status')}>
            {PROPERTY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('form.notes')} error={err('notes')} hint={t('form.notesHint')}>
          <textarea id="property-notes" rows={3} className={cn(inputClasses, 'h-auto min-h-20')} {...register('notes')} />
        </FormField>
      </Section>

      <Section title={t('form.images')}>
        <ImageField
          existing={property?.images ?? []}
          removedIds={removedIds}
          onRemoveExisting={(imageId) => setRemovedIds((ids) => [...ids, imageId])}
          files={files}
          onFiles={setFiles}
          error={fieldText(imageError, language)}
          onError={setImageError}
        />
      </Section>

      <div className="sticky bottom-0 z-20 -mx-4 flex items-center justify-end gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        {changed ? <span className="mr-auto hidden text-sm text-muted-foreground sm:inline">{t('form.unsaved')}</span> : null}
        <Link to={property ? `/property-details/${property.id}` : '/properties-list'} className={buttonClasses('outline', 'default', 'flex-1 sm:flex-none')}>
          {t('form.cancel')}
        </Link>
        <Button type="submit" busy={busy} className="flex-1 sm:flex-none">
          {property ? (busy ? t('form.saving') : t('form.save')) : busy ? t('form.creating') : t('form.create')}
        </Button>
      </div>

      <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
        <DialogContent closeLabel={t('common:actions.close')}>
          <DialogTitle>{t('form.leaveTitle')}</DialogTitle>
          <DialogDescription className="mt-2">{t('form.leaveText')}</DialogDescription>
          <DialogFooter>
            <Button variant="outline" onClick={() => blocker.reset?.()}>
              {t('form.leaveStay')}
            </Button>
            <Button variant="destructive" onClick={() => blocker.proceed?.()}>
              {t('form.leaveConfirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}
