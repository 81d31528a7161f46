export { savedSearchRoutes } from './routes';
export { SaveSearchButton } from './components/save-search-button';
