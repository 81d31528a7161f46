// The favourites module's public surface: what other modules and the app may use of it.
export { favouritesModule } from './module.ts';
