// The files module's public surface: what other modules and the app may use of it.
export { filesModule } from './module.ts';
