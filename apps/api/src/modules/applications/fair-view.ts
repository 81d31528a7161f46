import { applicantLabel, type Language, type PipelineItem } from '@mietmatch/contract';
import type { ApplicationRow, PropertyRow } from '../../db/schema/index.ts';

/**
 * What of the tenant fair selection keeps from the landlord until the invitation: who they are
 * (name, account, picture, photos), how to reach them, their documents (an ID or a payslip names
 * them too), and the request's id (its own page names them). Everything the landlord judges the
 * application by stays: household, budget, pets, wishes.
 */
const IDENTIFYING = [
  'id',
  'userId',
  'avatar',
  'firstName',
  'lastName',
  'email',
  'telephone',
  'images',
  'documents',
] as const;

/** Whether the landlord sees this applicant as "Bewerbung 7": a fair listing, and not invited (or offered) yet. */
export function isAnonymous(
  listing: Pick<PropertyRow, 'fairSelection'>,
  row: Pick<ApplicationRow, 'identityRevealed'>,
) {
  return listing.fairSelection && !row.identityRevealed;
}

/**
 * The pipeline's item as the landlord may see it. Applied to the request as its own presenter made
 * it (with the fields of the landlord's data stage), so both cuts hold: the keys are removed, not
 * nulled, and a client cannot tell a hidden name from one the stage left out.
 */
export function fairItem<T extends Omit<PipelineItem, 'number' | 'anonymous' | 'label'>>(
  item: T,
  row: Pick<ApplicationRow, 'number' | 'identityRevealed'>,
  listing: Pick<PropertyRow, 'fairSelection'>,
  language: Language,
): T & Pick<PipelineItem, 'number' | 'anonymous' | 'label'> {
  if (!isAnonymous(listing, row)) return { ...item, number: row.number, anonymous: false };
  const request: Record<string, unknown> = { ...item.request };
  for (const key of IDENTIFYING) delete request[key];
  const { requestId: _requestId, ...application } = item;
  return {
    ...(application as T),
    request: request as T['request'],
    number: row.number,
    anonymous: true,
    label: applicantLabel(row.number, language),
  };
}
