export { propertyRoutes } from './routes';
export { propertySearchOptions } from './api/properties';
export { apiQuery, readSearch } from './search-params';
