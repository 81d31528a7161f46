import { z } from 'zod';
import type { MessageKey } from './messages.ts';
import { textSchema } from './text.ts';

/**
 * Traceable commercial landlords (Digital Services Act, Art. 30): a landlord who lists as a business
 * gives name, address, phone, email, the trade-register entry (or says there is none) and certifies
 * that they only offer what complies with EU law, before their listings go out as a business's.
 * Listings then name the provider ("Gewerblicher Anbieter" with these details, or "Privater Anbieter").
 */

const text = (max: number, error: MessageKey) => textSchema(error).trim().max(max, { error: 'textTooLong' });

/** Fields whose own issues decide the trade-register rule; it waits until both are readable. */
const TRADE_REGISTER_FIELDS = ['tradeRegister', 'noTradeRegister'];

/**
 * A business: every field is required and checked. The self-certification must be given with every
 * change to business (and every edit of the details), so a landlord becoming a business certifies anew.
 */
const businessSchema = z
  .object({
    isBusiness: z.literal(true),
    name: text(200, 'businessNameRequired').min(2, { error: 'businessNameRequired' }),
    address: text(300, 'businessAddressRequired').min(5, { error: 'businessAddressRequired' }),
    // As the other phone fields of the contract (request and listing forms).
    phone: text(40, 'telephoneRequired').min(2, { error: 'telephoneRequired' }),
    email: z
      .string({ error: 'emailInvalid' })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'emailInvalid' }).max(254, { error: 'emailInvalid' })),
    /** e.g. "HRB 12345, Amtsgericht Berlin-Charlottenburg"; empty only with `noTradeRegister`. */
    tradeRegister: z.preprocess((v) => v ?? '', text(200, 'tradeRegisterRequired')),
    /** The business is in no trade register (said so rather than left empty). */
    noTradeRegister: z.boolean({ error: 'invalidValue' }).default(false),
    /** DSA Art. 30(1)(e): only products and services that comply with applicable EU law. */
    selfCertified: z.literal(true, { error: 'selfCertificationRequired' }),
  })
  .refine((v) => v.noTradeRegister || v.tradeRegister !== '', {
    path: ['tradeRegister'],
    error: 'tradeRegisterRequired',
    // Checked beside the other fields' errors, so one answer names every field to fix.
    when: (payload) => !payload.issues.some((issue) => TRADE_REGISTER_FIELDS.includes(String(issue.path?.[0]))),
  })
  // "None" wins over an entry sent along with it: the entry is cleared.
  .transform((v) => (v.noTradeRegister ? { ...v, tradeRegister: '' } : v));

/** A private landlord: nothing else is read, and stored business details are cleared. */
const privateSchema = z.object({ isBusiness: z.literal(false) });

/** What `PATCH`/`PUT /api/auth/update-profile` accept as `businessDetails` (landlords only). */
export const businessDetailsSchema = z.discriminatedUnion('isBusiness', [businessSchema, privateSchema], {
  error: 'invalidValue',
});
export type BusinessDetailsFields = z.output<typeof businessDetailsSchema>;

/**
 * The same as an optional field of a multipart form, where it travels as one JSON text field (sent
 * empty or left out: unchanged); the object itself is taken too. Text that is no JSON is an invalid value.
 */
export const businessDetailsFieldSchema = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return undefined;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}, businessDetailsSchema.optional());

/** `PATCH /api/auth/update-profile` (JSON): only the business details change. */
export const updateBusinessDetailsBodySchema = z.object({ businessDetails: businessDetailsSchema });

/** The account owner's (and admins') view of a landlord's business details. */
export const businessDetailsAnswerSchema = z.object({
  isBusiness: z.boolean(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Null without an entry (`noTradeRegister`) and for private landlords. */
  tradeRegister: z.string().nullable(),
  noTradeRegister: z.boolean(),
  /** When the landlord last certified (DSA Art. 30(1)(e)); null for private landlords. */
  certifiedAt: z.string().nullable(),
  /** When an admin marked the details as checked; an edit of the details needs a new check. */
  checkedAt: z.string().nullable(),
});
export type BusinessDetails = z.infer<typeof businessDetailsAnswerSchema>;

/** Who offers a listing, on every listing answer: a private landlord, or a business with its details. */
export const listingProviderSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('private') }),
  z.object({
    type: z.literal('business'),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    tradeRegister: z.string().nullable(),
    /** An admin has checked the details. */
    checked: z.boolean(),
  }),
]);
export type ListingProvider = z.infer<typeof listingProviderSchema>;
