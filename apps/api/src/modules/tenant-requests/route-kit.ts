import { z } from 'zod';
import { documentKindSchema } from '@mietmatch/contract';
import type { Authenticate } from '../../plugins/auth.ts';
import type { MultipartForm } from '../../lib/multipart.ts';
import type { RequestView, TenantRequestService, UploadedDocument } from './service.ts';
import { presentRequest } from './presenter.ts';
import { invalid } from './request-kit.ts';
import { errorAnswers } from '../../lib/error-answers.ts';

export interface RequestRouteDeps {
  requests: TenantRequestService;
  authenticate: Authenticate;
}

export const tags = ['tenant requests'];
export const idParams = z.object({ id: z.string().max(100) });
export const errors = errorAnswers(400, 401, 402, 403, 404, 413, 415);

export const present = (v: RequestView) => presentRequest(v);

/** Search hits as the search answers them (the search endpoint and a saved search's results). */
export const presentRequestHits = (hits: { view: RequestView; distanceKm: number | null; topPlacement: boolean }[]) =>
  hits.map((h) => ({ ...present(h.view), distanceKm: h.distanceKm, topPlacement: h.topPlacement }));

export const FILE_FIELDS = ['images', 'documents'];
export const formNote =
  'multipart/form-data: the request fields by their names (numbers and booleans as text, `targetPostalCode` and ' +
  '`targetAddress` comma-joined), images as repeated `images` parts (≤10), documents as repeated `documents` parts ' +
  '(PDF, JPEG or PNG, ≤20) each with a `documentTitles` text part in the same order and optionally a ' +
  '`documentKinds` part (income, employment, creditReport, previousLandlord, identity, other; "other" when left ' +
  'out), which decides the stage from which a landlord may open it.';

/**
 * A title is shown in lists and becomes the download's file name: control characters and
 * invisible formatting (right-to-left overrides turn "fdp.exe" into "exe.pdf" on screen) go.
 */
const cleanTitle = (title: string) => title.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();

/** Documents pair with their titles and kinds by order; a missing title is the specification's error. */
export function documentsOf(form: MultipartForm): UploadedDocument[] {
  const titles = form.repeated.documentTitles ?? [];
  const kinds = form.repeated.documentKinds ?? [];
  return (form.files.documents ?? []).map((data, i) => {
    const kind = documentKindSchema.safeParse(kinds[i]);
    if (!kind.success) throw invalid({ documentKinds: 'invalidValue' });
    return { data, title: cleanTitle(titles[i] ?? ''), kind: kind.data };
  });
}
