// The favourites module's public surface: what other modules and the app may use of it.
export { favouriteRoutes } from './routes.ts';
