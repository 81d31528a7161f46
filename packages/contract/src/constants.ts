/** One place for the version shown in the footer and reported by the API. */
export const APP_VERSION = '1.0.54';
export const PRODUCT_NAME = 'Mietmatch | Rentmatch';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

export const ROLES = ['client', 'contractor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Sign-up offers these two only; admins are made by command or environment. */
export const SIGNUP_ROLES = ['client', 'contractor'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const RELATIONSHIP_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

export const LIMITS = {
  minNameLength: 2,
  minPasswordLength: 6,
  maxPasswordLength: 200,
  maxTextLength: 200,
  minRent: 1,
  minDocumentTitleLength: 1,
  maxUploadBytes: 10 * 1024 * 1024,
  /** Width × height of an uploaded image (or image document), read from its header before any decoding. */
  maxImagePixels: 40_000_000,
  pageSize: 10,
  firstPage: 1,
} as const;

export const TOKEN_TTL = {
  accessSeconds: 15 * 60,
  refreshDays: 30,
  checkoutSeconds: 30 * 60,
  passwordResetSeconds: 60 * 60,
  emailVerificationSeconds: 7 * 24 * 60 * 60,
} as const;

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
