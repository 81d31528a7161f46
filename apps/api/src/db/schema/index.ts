export * from './users.ts';
export * from './auth.ts';
export * from './postal-codes.ts';
export * from './payments.ts';
export * from './properties.ts';
export * from './tenant-requests.ts';
export * from './inquiries.ts';
export * from './admin.ts';
