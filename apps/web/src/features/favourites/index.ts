export { favouritePropertyRoutes, favouriteRequestRoutes } from './routes';
export { FavouritePropertyButton, FavouriteRequestButton } from './components/favourite-button';
export { favouriteKeys } from './api/favourites';
