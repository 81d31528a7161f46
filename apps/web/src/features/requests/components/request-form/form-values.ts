import { z } from 'zod';
import { LIMITS } from '@mietmatch/contract/constants';
import {
  DOCUMENT_KINDS,
  REQUEST_FLAGS,
  tenantRequestFieldsSchema,
  type DocumentKind,
  type RequestFlag,
  type TenantRequest,
  type User,
} from '@mietmatch/contract';

export const NUMBER_FIELDS = [
  'numberOfResidents',
  'numberOfChildren',
  'numberOfVehicles',
  'additionalCost',
  'requiredRooms',
  'maxPrice',
  'numberOfBathrooms',
  'squareMeters',
  'radius',
] as const;
export const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'telephone',
  'nationality',
  'profession',
  'employer',
  'incomeBand',
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
export type NumberField = (typeof NUMBER_FIELDS)[number];
export type TextField = (typeof TEXT_FIELDS)[number];

const documentTitle = z
  .string()
  .trim()
  .min(LIMITS.minDocumentTitleLength, { error: 'documentTitleRequired' })
  .max(200, { error: 'textTooLong' });

/** The contract's field rules plus what only the form knows: the area, the document titles. */
export const formSchema = tenantRequestFieldsSchema.extend({
  targetCity: z.string().trim().min(1, { error: 'selectTargetArea' }).max(100, { error: 'textTooLong' }),
  targetPostalCode: z
    .array(z.string().regex(/^\d{5}$/, { error: 'selectTargetArea' }))
    .max(50, { error: 'invalidValue' }),
  targetAddress: z.array(z.object({ value: z.string().trim().max(200, { error: 'textTooLong' }) })),
  documents: z.array(
    z.object({ title: documentTitle, kind: z.enum(DOCUMENT_KINDS, { error: 'invalidValue' }), file: z.custom<File>() }),
  ),
});
export type Parsed = z.output<typeof formSchema>;

/** What the inputs hold: numbers as typed text, the flags and checkboxes as booleans. */
export type FormValues = Record<TextField | NumberField, string> &
  Record<RequestFlag | 'allowedFileView' | 'alertsEnabled' | 'consent', boolean> & {
    targetPostalCode: string[];
    targetAddress: { value: string }[];
    documents: { title: string; kind: DocumentKind; file: File }[];
  };

const flags = (request?: TenantRequest) =>
  Object.fromEntries(REQUEST_FLAGS.map((flag) => [flag, request ? request[flag] : false])) as Record<
    RequestFlag,
    boolean
  >;

function valuesOf(request: TenantRequest): FormValues {
  return {
    firstName: request.firstName,
    lastName: request.lastName,
    // Its owner gets every field; the fallbacks only satisfy the type, which also describes a landlord's view.
    email: request.email ?? '',
    telephone: request.telephone ?? '',
    nationality: request.nationality ?? '',
    profession: request.profession ?? '',
    employer: request.employer ?? '',
    incomeBand: request.incomeBand ?? '',
    relationshipStatus: request.relationshipStatus ?? 'Single',
    numberOfResidents: String(request.numberOfResidents),
    animalsInfo: request.animalsInfo ?? '',
    numberOfChildren: String(request.numberOfChildren),
    childrenInfo: request.childrenInfo ?? '',
    numberOfVehicles: String(request.numberOfVehicles),
    additionalCost: String(request.additionalCost),
    ...flags(request),
    allowedFileView: request.allowedFileView,
    // Answered to the owner only; a request from before alerts existed has them on.
    alertsEnabled: request.alertsEnabled ?? true,
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

/** The specification's defaults, with the person's own details from the profile. */
export function defaultValues(user: User, request?: TenantRequest): FormValues {
  if (request) return valuesOf(request);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    telephone: user.telephone ?? '',
    nationality: user.nationality ?? '',
    profession: user.profession ?? '',
    employer: '',
    incomeBand: '',
    relationshipStatus: user.relationshipStatus ?? 'Single',
    numberOfResidents: '1',
    animalsInfo: '',
    numberOfChildren: '0',
    childrenInfo: '',
    numberOfVehicles: '0',
    additionalCost: '0',
    ...flags(),
    allowedFileView: false,
    alertsEnabled: true,
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

/** What the form sends: spec field names, lists comma-joined, each document with its title and kind in order. */
export function toFormData(
  values: Parsed,
  extra: { targetState?: string; newImages: File[]; removeFileIds: string[] },
) {
  const form = new FormData();
  for (const field of TEXT_FIELDS) form.append(field, String(values[field] ?? ''));
  for (const field of NUMBER_FIELDS) form.append(field, String(values[field]));
  for (const field of [...REQUEST_FLAGS, 'allowedFileView', 'alertsEnabled'] as const)
    form.append(field, values[field] ? 'true' : 'false');
  form.append('targetState', extra.targetState ?? '');
  form.append('targetPostalCode', values.targetPostalCode.join(','));
  const addresses = values.targetAddress.map((entry) => entry.value.replace(/,/g, ' ').trim()).filter(Boolean);
  form.append('targetAddress', addresses.join(','));
  form.append('consent', 'true');
  for (const image of extra.newImages) form.append('images', image);
  for (const doc of values.documents) {
    form.append('documents', doc.file);
    form.append('documentTitles', doc.title);
    form.append('documentKinds', doc.kind);
  }
  if (extra.removeFileIds.length) form.append('removeFileIds', extra.removeFileIds.join(','));
  return form;
}
