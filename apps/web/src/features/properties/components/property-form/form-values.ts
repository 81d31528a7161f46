import type { z } from 'zod';
import { PROPERTY_FLAGS, propertyFieldsSchema, type Property, type PropertyFlag, type User } from '@mietmatch/contract';

export type FormInput = z.input<typeof propertyFieldsSchema>;
export type FormOutput = z.output<typeof propertyFieldsSchema>;
export type FieldName = keyof FormInput;

export const FIELD_NAMES = Object.keys(propertyFieldsSchema.shape) as FieldName[];

const str = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));
const flags = (property?: Property) =>
  Object.fromEntries(PROPERTY_FLAGS.map((flag) => [flag, property ? property[flag] : false])) as Record<
    PropertyFlag,
    boolean
  >;

/** A new listing starts with the landlord's contact details; an edit with the listing as saved. */
export function defaultsFor(user: User, property?: Property): FormInput {
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
      hideExactAddress: false,
      city: '',
      state: '',
      propertyType: 'Apartment',
      numberOfRooms: '2',
      numberOfBathrooms: '1',
      squareMeters: '',
      ...flags(),
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
      applicationsOpen: true,
      applicationLimit: '',
      fairSelection: false,
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
    hideExactAddress: property.hideExactAddress ?? false,
    city: property.city ?? '',
    state: property.state ?? '',
    propertyType: property.propertyType,
    numberOfRooms: str(property.numberOfRooms),
    numberOfBathrooms: str(property.numberOfBathrooms),
    squareMeters: str(property.squareMeters),
    ...flags(property),
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
    // The owner's own switch where the answer has it; `applicationsOpen` also says "limit reached".
    applicationsOpen: property.applicationsEnabled ?? property.applicationsOpen ?? true,
    applicationLimit: str(property.applicationLimit),
    fairSelection: property.fairSelection ?? false,
  };
}

/**
 * Every given field by its specification name, new images, and the ids of removed ones. The answer's
 * `applicationsOpen` is "takes applications now" (switch and limit together), so an edit sends the
 * switch only when the landlord touched it (`sendSwitch`): a full listing must not switch itself off.
 */
export function toFormData(values: FormOutput, files: File[], removedIds: string[], sendSwitch = true) {
  const form = new FormData();
  for (const name of FIELD_NAMES) {
    const value = values[name];
    if (name === 'applicationsOpen' && !sendSwitch) continue;
    // An emptied limit is sent empty: left out, the server would keep the old one.
    if (name === 'applicationLimit' && value === null) form.append(name, '');
    if (value === undefined || value === null) continue;
    form.append(name, String(value));
  }
  for (const file of files) form.append('images', file);
  if (removedIds.length) form.append('removeImageIds', removedIds.join(','));
  return form;
}
