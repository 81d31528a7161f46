// The account-data module's public surface: what other modules and the app may use of it.
export { accountDataModule } from './module.ts';
