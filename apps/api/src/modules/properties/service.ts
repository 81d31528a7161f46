import type { PropertyDeps } from './property-kit.ts';
import { createPropertyReading } from './property-reading.ts';
import { createPropertyWriting } from './property-writing.ts';

export { CLEARABLE_PROPERTY_FIELDS } from './property-writing.ts';

/** Landlords' listings and their images, as the routes, favourites and inquiries use them. */
export function createPropertyService(d: PropertyDeps) {
  return { ...createPropertyReading(d), ...createPropertyWriting(d) };
}

export type PropertyService = ReturnType<typeof createPropertyService>;
