/**
 * What a landlord sees of a tenant's request, in stages, after the German data-protection
 * authorities' 2024 guidance on tenant self-disclosure. One table, read by the server (which cuts
 * every answer that carries a request) and by the request form (which explains it to tenants).
 *
 * - browse: any landlord with a plan — first name and the initial of the last name, the avatar,
 *   the household, pets, move-in, the wishes, the area and the budget;
 * - contact: a landlord the tenant applied to, wrote to or answered — full name, email, phone,
 *   the current address and the request's photos;
 * - interest: the tenant said "I want to rent this flat" for one of that landlord's listings —
 *   profession, employer, income band and the documents about income, employment, credit,
 *   the previous landlord and any other;
 * - contract: the landlord offered the flat and the tenant accepted — identity documents.
 *
 * Nationality and relationship status never reach a landlord (AGG): they stay in the tenant's own
 * answers and export.
 */
export const REQUEST_STAGES = ['browse', 'contact', 'interest', 'contract'] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];

export const DOCUMENT_KINDS = [
  'income',
  'employment',
  'creditReport',
  'previousLandlord',
  'identity',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The stage from which a landlord may open a document of each kind. */
export const DOCUMENT_KIND_STAGE: Record<DocumentKind, RequestStage> = {
  income: 'interest',
  employment: 'interest',
  creditReport: 'interest',
  previousLandlord: 'interest',
  other: 'interest',
  identity: 'contract',
};

/** Monthly net household income, in bands: a landlord learns whether the rent is affordable, not the payslip. */
export const INCOME_BANDS = ['under1500', '1500to2500', '2500to3500', '3500to5000', 'over5000'] as const;
export type IncomeBand = (typeof INCOME_BANDS)[number];

/**
 * Request fields a landlord gets only from a stage on; every field not named here is part of
 * browsing. `lastName` is shortened to its initial below the contact stage rather than left out,
 * so a card still reads "Mia M.".
 */
export const FIELD_STAGE = {
  lastName: 'contact',
  email: 'contact',
  telephone: 'contact',
  currentPostalCode: 'contact',
  currentAddress: 'contact',
  profession: 'interest',
  employer: 'interest',
  incomeBand: 'interest',
} as const satisfies Record<string, RequestStage>;
export type StagedField = keyof typeof FIELD_STAGE;

/** Fields no landlord ever gets. */
export const NEVER_TO_LANDLORDS = ['nationality', 'relationshipStatus'] as const;

/** A request's photos come with contact data, or at browsing when the tenant made their files public. */
export const IMAGES_STAGE: RequestStage = 'contact';

export const stageRank = (stage: RequestStage) => REQUEST_STAGES.indexOf(stage);
export const reaches = (stage: RequestStage, needed: RequestStage) => stageRank(stage) >= stageRank(needed);
/** The stage after this one (the last stays). */
export const nextStage = (stage: RequestStage): RequestStage =>
  REQUEST_STAGES[Math.min(stageRank(stage) + 1, REQUEST_STAGES.length - 1)]!;

/** "Müller" → "M." : what browsing shows of a last name. */
export const lastNameInitial = (lastName: string) => {
  const first = [...lastName.trim()][0];
  return first ? `${first.toLocaleUpperCase('de-DE')}.` : '';
};
