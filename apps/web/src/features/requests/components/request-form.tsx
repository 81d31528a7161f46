import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { FilePlus2, FileText, ImagePlus, Plus, Trash2, X } from 'lucide-react';
import {
  DOCUMENT_MIME_TYPES,
  MAX_REQUEST_DOCUMENTS,
  MAX_REQUEST_IMAGES,
  PROPERTY_TYPES,
  RELATIONSHIP_STATUSES,
  REQUEST_STATUSES,
  tenantRequestFieldsSchema,
  type TenantRequest,
  type User,
} from '@mietmatch/contract';
import { IMAGE_MIME_TYPES, LIMITS } from '@mietmatch/contract/constants';
import { errorText, fieldText } from '../../../lib/errors';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { uiLanguage } from '../../../lib/i18n';
import { translateMessage } from '@mietmatch/contract/messages';
import { cn } from '../../../lib/utils';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useSaveRequest } from '../api/save-request';
import { PrivateImage } from './private-image';
import { AreaPicker, type AreaValue } from '../../areas';
import { Textarea } from './textarea';

const BOOLEAN_FIELDS = ['garageRequired', 'smokingAllowed', 'needTerrace', 'kitchenFitted', 'isFurnished', 'isPetFriendly'] as const;
const NUMBER_FIELDS = ['numberOfResidents', 'numberOfChildren', 'numberOfVehicles', 'additionalCost', 'requiredRooms', 'maxPrice', 'numberOfBathrooms', 'squareMeters', 'radius'] as const;
const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'telephone',
  'nationality',
  'profession',
  'relationshipStatus',
  'animalsInfo',
  'childrenInfo',
  'propertyType',
  'currentPostalCode',
  'currentAddress',
  'targetCity',
  'residentialPreferences',
  'status',
  'notes',
] as const;

/** The contract's field rules plus what only the form knows: the area, the document titles. */
const formSchema = tenantRequestFieldsSchema.extend({
  targetCity: z.string().trim().min(1, { error: 'selectTargetArea' }).max(100, { error: 'textTooLong' }),
  targetPostalCode: z.array(z.string().regex(/^\d{5}$/, { error: 'selectTargetArea' })).max(50, { error: 'invalidValue' }),
  targetAddress: z.array(z.object({ value: z.string().trim().max(200, { error: 'textTooLong' }) })),
  documents: z.array(z.object({ title: z.string().trim().min(LIMITS.minDocumentTitleLength, { error: 'documentTitleRequired' }).max(200, { error: 'textTooLong' }), file: z.custom<File>() })),
});
type Parsed = z.output<typeof formSchema>;

export interface FormValues {
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  nationality: string;
  profession: string;
  relationshipStatus: string;
  numberOfResidents: string;
  animalsInfo: string;
  numberOfChildren: string;
  childrenInfo: string;
  numberOfVehicles: string;
  additionalCost: string;
  garageRequired: boolean;
  smokingAllowed: boolean;
  needTerrace: boolean;
  kitchenFitted: boolean;
  isFurnished: boolean;
  isPetFriendly: boolean;
  allowedFileView: boolean;
  propertyType: string;
  requiredRooms: string;
  currentPostalCode: string;
  currentAddress: string;
  targetCity: string;
  targetPostalCode: string[];
  targetAddress: { value: string }[];
  residentialPreferences: string;
  maxPrice: string;
  numberOfBathrooms: string;
  squareMeters: string;
  radius: string;
  status: string;
  notes: string;
  consent: boolean;
  documents: { title: string; file: File }[];
}

/** The specification's defaults, with the person's own details from the profile. */
export function defaultValues(user: User, request?: TenantRequest): FormValues {
  if (request) {
    return {
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      telephone: request.telephone,
      nationality: request.nationality ?? '',
      profession: request.profession ?? '',
      relationshipStatus: request.relationshipStatus,
      numberOfResidents: String(request.numberOfResidents),
      animalsInfo: request.animalsInfo ?? '',
      numberOfChildren: String(request.numberOfChildren),
      childrenInfo: request.childrenInfo ?? '',
      numberOfVehicles: String(request.numberOfVehicles),
      additionalCost: String(request.additionalCost),
      garageRequired: request.garageRequired,
      smokingAllowed: request.smokingAllowed,
      needTerrace: request.needTerrace,
      kitchenFitted: request.kitchenFitted,
      isFurnished: request.isFurnished,
      isPetFriendly: request.isPetFriendly,
      allowedFileView: request.allowedFileView,
      propertyType: request.propertyType,
      requiredRooms: String(request.requiredRooms),
      currentPostalCode: request.currentPostalCode ?? '',
      currentAddress: request.currentAddress ?? '',
      targetCity: request.targetCity ?? '',
      targetPostalCode: request.targetPostalCode,
      targetAddress: (request.targetAddress.length ? request.targetAddress : ['']).map((value) => ({ value })),
      residentialPreferences: request.residentialPreferences ?? '',
      maxPrice: String(request.maxPrice),
      numberOfBathrooms: String(request.numberOfBathrooms),
      squareMeters: String(request.squareMeters),
      radius: String(request.radius),
      status: request.status,
      notes: request.notes ?? '',
      // Given when the request was published; unticking it stops the save.
      consent: true,
      documents: [],
    };
  }
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    telephone: user.telephone ?? '',
    nationality: user.nationality ?? '',
    profession: user.profession ?? '',
    relationshipStatus: user.relationshipStatus ?? 'Single',
    numberOfResidents: '1',
    animalsInfo: '',
    numberOfChildren: '0',
    childrenInfo: '',
    numberOfVehicles: '0',
    additionalCost: '0',
    garageRequired: false,
    smokingAllowed: false,
    needTerrace: false,
    kitchenFitted: false,
    isFurnished: false,
    isPetFriendly: false,
    allowedFileView: false,
    propertyType: 'Apartment',
    requiredRooms: '2',
    currentPostalCode: '',
    currentAddress: '',
    targetCity: '',
    targetPostalCode: [],
    targetAddress: [{ value: '' }],
    residentialPreferences: '',
    maxPrice: '0',
    numberOfBathrooms: '2',
    squareMeters: '200',
    radius: '0',
    status: 'available',
    notes: '',
    consent: false,
    documents: [],
  };
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{children}</CardContent>
    </Card>
  );
}

function CheckField({ label, hint, checked, onChange, invalid }: { label: ReactNode; hint?: ReactNode; checked: boolean; onChange: (value: boolean) => void; invalid?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} aria-invalid={invalid || undefined} className="mt-0.5" aria-describedby={hint ? `${id}-hint` : undefined} />
      <div className="flex flex-col gap-1">
        <Label htmlFor={id} className="cursor-pointer leading-snug">
          {label}
        </Label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function ImagePreview({ file, alt }: { file: File; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return src ? <img src={src} alt={alt} className="size-full object-cover" /> : null;
}

interface RequestFormProps {
  user: User;
  /** Editing an existing request; creating without. */
  request?: TenantRequest;
}

export function RequestForm({ user, request }: RequestFormProps) {
  const { t, i18n } = useTranslation(['requests', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const save = useSaveRequest(request?.id);
  const imageInput = useRef<HTMLInputElement>(null);
  const documentInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [newImages, setNewImages] = useState<File[]>([]);
  const [removeFileIds, setRemoveFileIds] = useState<string[]>([]);
  const keptImages = useMemo(() => (request?.images ?? []).filter((image) => !removeFileIds.includes(image.id)), [request, removeFileIds]);
  const keptDocuments = useMemo(() => (request?.documents ?? []).filter((doc) => !removeFileIds.includes(doc.id)), [request, removeFileIds]);

  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Parsed>({
    resolver: zodResolver(formSchema) as unknown as Resolver<FormValues, unknown, Parsed>,
    defaultValues: defaultValues(user, request),
  });
  const documents = useFieldArray({ control, name: 'documents' });
  const addresses = useFieldArray({ control, name: 'targetAddress' });
  const err = (message: string | undefined) => fieldText(message, language);
  const fieldError = (name: (typeof TEXT_FIELDS)[number] | (typeof NUMBER_FIELDS)[number] | 'consent') => err(errors[name]?.message);

  // The state tells same-named towns apart ("Halle" lies in three states): picked with the city, saved with it.
  const [targetState, setTargetState] = useState<string | undefined>(request?.targetState ?? undefined);
  const area: AreaValue = { city: watch('targetCity'), state: targetState, postalCodes: watch('targetPostalCode'), radius: Number(watch('radius')) || 0 };
  const setArea = (next: AreaValue) => {
    setTargetState(next.state);
    setValue('targetCity', next.city, { shouldDirty: true, shouldValidate: Boolean(errors.targetCity) });
    setValue('targetPostalCode', next.postalCodes, { shouldDirty: true, shouldValidate: Boolean(errors.targetPostalCode) });
    setValue('radius', String(next.radius), { shouldDirty: true });
  };
  const areaError = err(errors.targetCity?.message ?? errors.targetPostalCode?.message ?? (errors.targetPostalCode as unknown as { [k: number]: { message?: string } } | undefined)?.[0]?.message);

  const onPickImages = (files: FileList | null) => {
    const picked = Array.from(files ?? []);
    if (imageInput.current) imageInput.current.value = '';
    const valid = picked.filter((file) => (IMAGE_MIME_TYPES as readonly string[]).includes(file.type) && file.size <= LIMITS.maxUploadBytes);
    if (valid.length < picked.length) toast.error(translateMessage(picked.some((f) => f.size > LIMITS.maxUploadBytes) ? 'PayloadTooLarge' : 'invalidImage', language));
    const room = MAX_REQUEST_IMAGES - keptImages.length - newImages.length;
    if (valid.length > room) toast.error(translateMessage('tooManyImages', language));
    setNewImages((current) => [...current, ...valid.slice(0, Math.max(0, room))]);
  };

  const onPickDocuments = (files: FileList | null) => {
    const picked = Array.from(files ?? []);
    if (documentInput.current) documentInput.current.value = '';
    const valid = picked.filter((file) => (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type) && file.size <= LIMITS.maxUploadBytes);
    if (valid.length < picked.length) toast.error(translateMessage(picked.some((f) => f.size > LIMITS.maxUploadBytes) ? 'PayloadTooLarge' : 'invalidDocument', language));
    const room = MAX_REQUEST_DOCUMENTS - keptDocuments.length - documents.fields.length;
    if (valid.length > room) toast.error(translateMessage('tooManyDocuments', language));
    valid.slice(0, Math.max(0, room)).forEach((file) => documents.append({ title: '', file }, { shouldFocus: true }));
  };

  const onSubmit = async (values: Parsed) => {
    const form = new FormData();
    for (const field of TEXT_FIELDS) form.append(field, String(values[field] ?? ''));
    for (const field of NUMBER_FIELDS) form.append(field, String(values[field]));
    for (const field of [...BOOLEAN_FIELDS, 'allowedFileView'] as const) form.append(field, values[field] ? 'true' : 'false');
    form.append('targetState', targetState ?? '');
    form.append('targetPostalCode', values.targetPostalCode.join(','));
    form.append('targetAddress', values.targetAddress.map((entry) => entry.value.replace(/,/g, ' ').trim()).filter(Boolean).join(','));
    form.append('consent', 'true');
    for (const image of newImages) form.append('images', image);
    for (const doc of values.documents) {
      form.append('documents', doc.file);
      form.append('documentTitles', doc.title);
    }
    if (request && removeFileIds.length) form.append('removeFileIds', removeFileIds.join(','));
    try {
      const saved = await save.mutateAsync(form);
      toast.success(request ? t('form.updated') : t('form.created'));
      void navigate(`/tenant-request-details/${saved.id}`);
    } catch (error) {
      applyServerFieldErrors(error, setError, [...TEXT_FIELDS, ...NUMBER_FIELDS, 'targetPostalCode', 'consent']);
      toast.error(errorText(error, language));
    }
  };

  const onInvalid = () => toast.error(translateMessage('ValidationFailed', language));

  const numberField = (name: (typeof NUMBER_FIELDS)[number], label: string, options: { required?: boolean; hint?: string; suffix?: string } = {}) => (
    <FormField label={label} error={fieldError(name)} required={options.required} hint={options.hint}>
      <Input type="number" min={0} inputMode="numeric" {...register(name)} />
    </FormField>
  );

  const boolLabel = (field: (typeof BOOLEAN_FIELDS)[number]) => t(`fields.${field}`);
  const pendingRemoval = removeFileIds.length;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="flex flex-col gap-6">
      <Section title={t('form.aboutYou')} description={t('form.aboutYouHint')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('fields.firstName')} error={fieldError('firstName')} required>
            <Input autoComplete="given-name" {...register('firstName')} />
          </FormField>
          <FormField label={t('fields.lastName')} error={fieldError('lastName')} required>
            <Input autoComplete="family-name" {...register('lastName')} />
          </FormField>
          <FormField label={t('fields.email')} error={fieldError('email')} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label={t('fields.telephone')} error={fieldError('telephone')} required>
            <Input type="tel" autoComplete="tel" {...register('telephone')} />
          </FormField>
          <FormField label={t('fields.nationality')} error={fieldError('nationality')} hint={t('hints.shownNotFiltered')}>
            <Input {...register('nationality')} />
          </FormField>
          <FormField label={t('fields.profession')} error={fieldError('profession')}>
            <Input autoComplete="organization-title" {...register('profession')} />
          </FormField>
          <FormField label={t('fields.relationshipStatus')} error={fieldError('relationshipStatus')} hint={t('hints.shownNotFiltered')}>
            <Select {...register('relationshipStatus')}>
              {RELATIONSHIP_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`common:relationship.${status}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('fields.status')} error={fieldError('status')} hint={t('hints.status')}>
            <Select {...register('status')}>
              {REQUEST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
      </Section>

      <Section title={t('form.household')} description={t('form.householdHint')}>
        <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
          {numberField('numberOfResidents', t('fields.numberOfResidents'))}
          {numberField('numberOfChildren', t('fields.numberOfChildren'))}
          {numberField('numberOfVehicles', t('fields.numberOfVehicles'))}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('fields.childrenInfo')} error={fieldError('childrenInfo')}>
            <Textarea rows={2} placeholder={t('placeholders.childrenInfo')} {...register('childrenInfo')} />
          </FormField>
          <FormField label={t('fields.animalsInfo')} error={fieldError('animalsInfo')}>
            <Textarea rows={2} placeholder={t('placeholders.animalsInfo')} {...register('animalsInfo')} />
          </FormField>
        </div>
      </Section>

      <Section title={t('form.wishes')} description={t('form.wishesHint')}>
        <div className="grid grid-cols-2 gap-5 lg:grid-cols-3">
          <FormField label={t('fields.propertyType')} className="col-span-2 sm:col-span-1" error={fieldError('propertyType')}>
            <Select {...register('propertyType')}>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`propertyType.${type}`)}
                </option>
              ))}
            </Select>
          </FormField>
          {numberField('requiredRooms', t('fields.requiredRooms'))}
          {numberField('numberOfBathrooms', t('fields.numberOfBathrooms'))}
          {numberField('squareMeters', t('fields.squareMeters'))}
          {numberField('maxPrice', t('fields.maxPrice'), { hint: t('hints.maxPrice') })}
          {numberField('additionalCost', t('fields.additionalCost'), { hint: t('hints.additionalCost') })}
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-medium">{t('form.features')}</legend>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {BOOLEAN_FIELDS.map((field) => (
              <Controller key={field} control={control} name={field} render={({ field: f }) => <CheckField label={boolLabel(field)} checked={f.value} onChange={f.onChange} />} />
            ))}
          </div>
        </fieldset>
        <FormField label={t('fields.residentialPreferences')} error={fieldError('residentialPreferences')}>
          <Textarea rows={3} placeholder={t('placeholders.residentialPreferences')} {...register('residentialPreferences')} />
        </FormField>
      </Section>

      <Section title={t('form.targetArea')} description={t('form.targetAreaHint')}>
        <AreaPicker value={area} onChange={setArea} cityError={areaError} required layout="row" idPrefix="target-area" />
        <div className="flex flex-col gap-3">
          <Label>{t('fields.targetAddress')}</Label>
          <p className="-mt-1 text-xs text-muted-foreground">{t('hints.targetAddress')}</p>
          {addresses.fields.map((entry, index) => (
            <div key={entry.id} className="flex items-center gap-2">
              <Input aria-label={t('fields.targetAddressN', { n: index + 1 })} placeholder={t('placeholders.targetAddress')} {...register(`targetAddress.${index}.value`)} />
              {addresses.fields.length > 1 ? (
                <Button variant="ghost" size="icon" onClick={() => addresses.remove(index)} aria-label={t('form.removeAddress', { n: index + 1 })}>
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          ))}
          <Button variant="outline" size="sm" className="self-start" onClick={() => addresses.append({ value: '' })} disabled={addresses.fields.length >= 10}>
            <Plus aria-hidden="true" />
            {t('form.addAddress')}
          </Button>
        </div>
      </Section>

      <Section title={t('form.currentAddress')} description={t('form.currentAddressHint')}>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <FormField label={t('fields.currentPostalCode')} error={fieldError('currentPostalCode')}>
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...register('currentPostalCode')} />
          </FormField>
          <FormField label={t('fields.currentAddress')} error={fieldError('currentAddress')}>
            <Input autoComplete="street-address" {...register('currentAddress')} />
          </FormField>
        </div>
        <FormField label={t('fields.notes')} error={fieldError('notes')}>
          <Textarea rows={3} placeholder={t('placeholders.notes')} {...register('notes')} />
        </FormField>
      </Section>

      <Section title={t('form.files')} description={t('form.filesHint')}>
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Label htmlFor={`${ids}-images`}>{t('form.images')}</Label>
            <span className="text-xs text-muted-foreground">{t('form.imagesCount', { count: keptImages.length + newImages.length, max: MAX_REQUEST_IMAGES })}</span>
          </div>
          <input
            id={`${ids}-images`}
            ref={imageInput}
            type="file"
            accept={IMAGE_MIME_TYPES.join(',')}
            multiple
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => onPickImages(event.target.files)}
          />
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
            {keptImages.map((image, index) => (
              <li key={image.id} className="group relative aspect-square overflow-hidden rounded-lg border bg-muted">
                <PrivateImage url={image.thumbUrl} alt={t('form.imageN', { n: index + 1 })} className="size-full" />
                <RemoveButton label={t('form.removeImage', { n: index + 1 })} onClick={() => setRemoveFileIds((ids) => [...ids, image.id])} />
              </li>
            ))}
            {newImages.map((file, index) => (
              <li key={`${file.name}-${index}`} className="group relative aspect-square overflow-hidden rounded-lg border bg-muted">
                <ImagePreview file={file} alt={file.name} />
                <RemoveButton label={t('form.removeImage', { n: keptImages.length + index + 1 })} onClick={() => setNewImages((files) => files.filter((_, i) => i !== index))} />
              </li>
            ))}
            {keptImages.length + newImages.length < MAX_REQUEST_IMAGES ? (
              <li>
                <button
                  type="button"
                  onClick={() => imageInput.current?.click()}
                  className="flex aspect-square w-full flex-col items-center justify-center gap-1.5 rounded-lg border border-dashed text-xs font-medium text-muted-foreground transition-colors hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-ring cursor-pointer"
                >
                  <ImagePlus className="size-5" aria-hidden="true" />
                  {t('form.addImages')}
                </button>
              </li>
            ) : null}
          </ul>
          <p className="text-xs text-muted-foreground">{t('form.imagesHint')}</p>
        </div>

        <div className="flex flex-col gap-3 border-t pt-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Label htmlFor={`${ids}-documents`}>{t('form.documents')}</Label>
            <span className="text-xs text-muted-foreground">{t('form.documentsCount', { count: keptDocuments.length + documents.fields.length, max: MAX_REQUEST_DOCUMENTS })}</span>
          </div>
          <input
            id={`${ids}-documents`}
            ref={documentInput}
            type="file"
            accept={DOCUMENT_MIME_TYPES.join(',')}
            multiple
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => onPickDocuments(event.target.files)}
          />
          {keptDocuments.length + documents.fields.length > 0 ? (
            <ul className="flex flex-col gap-3">
              {keptDocuments.map((doc) => (
                <li key={doc.id} className="flex items-center gap-3 rounded-lg border px-3 py-2.5">
                  <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate text-sm font-medium">{doc.title}</span>
                  <Button variant="ghost" size="icon" className="size-9" aria-label={t('form.removeDocument', { title: doc.title })} onClick={() => setRemoveFileIds((ids) => [...ids, doc.id])}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
              {documents.fields.map((entry, index) => {
                const titleError = err(errors.documents?.[index]?.title?.message);
                return (
                  <li key={entry.id} className="flex flex-col gap-2 rounded-lg border px-3 py-3 sm:flex-row sm:items-start">
                    <div className="flex min-w-0 items-center gap-3 sm:w-56 sm:pt-2.5">
                      <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
                      <span className="min-w-0 truncate text-sm text-muted-foreground" title={entry.file.name}>
                        {entry.file.name}
                      </span>
                    </div>
                    <div className="flex min-w-0 flex-1 items-start gap-2">
                      <FormField label={t('form.documentTitle')} error={titleError} required className="min-w-0 flex-1 [&_label]:sr-only">
                        <Input placeholder={t('placeholders.documentTitle')} {...register(`documents.${index}.title`)} />
                      </FormField>
                      <Button variant="ghost" size="icon" className="mt-6 shrink-0" aria-label={t('form.removeDocument', { title: entry.file.name })} onClick={() => documents.remove(index)}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : null}
          <Button variant="outline" size="sm" className="self-start" onClick={() => documentInput.current?.click()} disabled={keptDocuments.length + documents.fields.length >= MAX_REQUEST_DOCUMENTS}>
            <FilePlus2 aria-hidden="true" />
            {t('form.addDocuments')}
          </Button>
          <p className="text-xs text-muted-foreground">{t('form.documentsHint')}</p>
          {pendingRemoval ? <p className="text-xs text-warning">{t('form.removalPending', { count: pendingRemoval })}</p> : null}
        </div>
      </Section>

      <Section title={t('form.release')} description={t('form.releaseHint')}>
        <Controller
          control={control}
          name="allowedFileView"
          render={({ field }) => <CheckField label={t('fields.allowedFileView')} hint={t('hints.allowedFileView')} checked={field.value} onChange={field.onChange} />}
        />
      </Section>

      <Card className={cn(errors.consent && 'border-destructive/60')}>
        <CardContent className="flex flex-col gap-2 pt-6">
          <Controller
            control={control}
            name="consent"
            render={({ field }) => <CheckField label={<>{t('fields.consent')} <span aria-hidden="true" className="text-destructive">*</span></>} checked={field.value} onChange={field.onChange} invalid={Boolean(errors.consent)} />}
          />
          {errors.consent ? <p className="pl-7 text-sm font-medium text-destructive">{fieldError('consent')}</p> : null}
        </CardContent>
      </Card>

      <div className="sticky bottom-0 z-20 -mx-4 border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:-mx-6 sm:px-6">
        <div className="flex items-center justify-end gap-3">
          <Link to={request ? `/tenant-request-details/${request.id}` : '/my-requests'} className={buttonClasses('ghost')}>
            {t('common:actions.cancel')}
          </Link>
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? t('form.saving') : request ? t('form.saveChanges') : t('form.publish')}
          </Button>
        </div>
      </div>
    </form>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="absolute right-1.5 top-1.5 flex size-7 items-center justify-center rounded-full bg-background/90 text-foreground shadow-sm transition hover:bg-destructive hover:text-destructive-foreground focus-visible:outline-2 focus-visible:outline-ring cursor-pointer"
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}
