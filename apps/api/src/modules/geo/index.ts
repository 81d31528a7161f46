// The geo module's public surface: what other modules and the app may use of it.
export { areaCentres, searchWithCityFallback } from './area-search.ts';
export { boundingBox, boundingBoxes, distanceKm, nearestDistanceKm } from './distance.ts';
export { importPostalCodesIfEmpty } from './postal-code-import.ts';
export {
  cityCentres,
  countPostalCodes,
  findPostalCode,
  placesOfPostalCodes,
  postalCodePoints,
  statesOfPostalCodes,
  townsNamed,
} from './queries.ts';
export type { GeoPoint, Town } from './queries.ts';
export { runSearchPage, searchPageStatement } from './search-page.ts';
export type { SearchPageRow } from './search-page.ts';
export { SearchParams, preparedSearch, searchable, toHit, topPlacement, withinRadius } from './search-ranking.ts';
export { geoModule } from './module.ts';
