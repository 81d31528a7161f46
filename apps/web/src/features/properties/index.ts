export { propertyRoutes } from './routes';
export { propertySearchOptions } from './api/properties';
export { apiQuery, readSearch } from './search-params';
export { DetailsFrame } from './components/property-details/details-frame';
