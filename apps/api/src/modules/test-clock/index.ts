// The test-clock module's public surface: what other modules and the app may use of it.
export { testClockModule } from './module.ts';
