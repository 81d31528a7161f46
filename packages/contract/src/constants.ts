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

/*
 * Listing and search vocabularies. They live here, apart from the schemas, so a page that only lists the
 * options (the results page's filters) does not load zod and every schema with them.
 */
export const PROPERTY_TYPES = ['Apartment', 'House', 'Studio', 'Penthouse'] as const;
export const PROPERTY_STATUSES = ['available', 'rented', 'deactivated'] as const;
export const ENERGY_CERTIFICATE_TYPES = ['consumption', 'demand'] as const;
export const ENERGY_EFFICIENCY_CLASSES = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const MAX_PROPERTY_IMAGES = 20;
/** The property's yes/no features, in the order forms, filters and details show them. */
export const PROPERTY_FLAGS = [
  'isFurnished',
  'isPetFriendly',
  'haveGarage',
  'haveTerrace',
  'kitchenFitted',
  'smokingAllowed',
] as const;
export type PropertyFlag = (typeof PROPERTY_FLAGS)[number];

export const RADIUS_OPTIONS_KM = [0, 5, 10, 20, 50] as const;
export const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;

/** The specification's client constants. */
export const REALTIME_CLIENT_OPTIONS = {
  timeout: 20_000,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
} as const;
