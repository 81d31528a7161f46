export * from './constants.ts';
export * from './messages.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './plans.ts';
export * from './payments.ts';
export * from './property.ts';
export * from './search.ts';
