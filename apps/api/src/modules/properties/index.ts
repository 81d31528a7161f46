// The properties module's public surface: what other modules and the app may use of it.
export { addressViews, presentViewingPlace } from './address-privacy.ts';
export type { AddressView } from './address-privacy.ts';
export { imagesByProperty, presentProperty, presentPropertyHits } from './presenter.ts';
export { findProperty, listImages } from './queries.ts';
export { imagesOfRow, ownerAvatarKeyOfRow, toImages } from './search-queries.ts';
export type { ImageJson } from './search-queries.ts';
export { createPropertyService } from './service.ts';
export type { PropertyService } from './service.ts';
export { propertiesModule } from './module.ts';
