import type { TenantRequestFields } from '@mietmatch/contract';
import type { NewTenantRequestRow, RequestFileRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import * as q from './queries.ts';
import type { RequestDeps, RequestKit, UploadedDocument } from './request-kit.ts';
import { checkCounts, discardFiles, storeFiles } from './request-files.ts';
import { locateTarget, targetOfEdit } from './target-area.ts';

/** Optional request fields an edit may clear by sending them empty. */
export const CLEARABLE_REQUEST_FIELDS = [
  'nationality',
  'profession',
  'employer',
  'incomeBand',
  'animalsInfo',
  'childrenInfo',
  'currentPostalCode',
  'currentAddress',
  'residentialPreferences',
  'notes',
] as const;
export type ClearableRequestField = (typeof CLEARABLE_REQUEST_FIELDS)[number];

/** Form fields to columns: euros to cents, lists to arrays; absent fields stay untouched on update. */
function toColumns(f: Partial<TenantRequestFields>): Partial<NewTenantRequestRow> {
  const { additionalCost, maxPrice, targetPostalCode, targetAddress, radius, consent: _consent, ...rest } = f;
  const c: Partial<NewTenantRequestRow> = { ...rest };
  if (additionalCost !== undefined) c.additionalCostCents = Math.round(additionalCost * 100);
  if (maxPrice !== undefined) c.maxPriceCents = Math.round(maxPrice * 100);
  if (targetPostalCode !== undefined) c.targetPostalCodes = targetPostalCode;
  if (targetAddress !== undefined) c.targetAddresses = targetAddress;
  if (radius !== undefined) c.radiusKm = radius;
  return c;
}

/** Publishing, editing and deleting a request with its files; a failed write leaves no stored file behind. */
export function createRequestWriting(d: RequestDeps, kit: RequestKit) {
  const { view, manageable } = kit;

  return {
    async create(user: UserRow, fields: TenantRequestFields, images: Buffer[], documents: UploadedDocument[]) {
      if (user.role !== 'client') throw new AppError('Forbidden');
      checkCounts([], images, documents);
      const given =
        fields.lat !== undefined && fields.lng !== undefined ? { lat: fields.lat, lng: fields.lng } : undefined;
      const { targetCity, targetState, targetPostalCode, targetAddress } = fields;
      const hints = { addresses: targetAddress };
      const target = await locateTarget(d.db, targetCity, targetState, targetPostalCode, given, hints);
      // A position sent with the form is kept (the form fills it from the same table).
      const position = given ? { ...given, targetCity: target.targetCity, targetState: target.targetState } : target;
      const saved = await storeFiles(d.files, images, documents);
      try {
        const row = await d.db.transaction(async (tx) => {
          const values = { ...toColumns(fields), ...position, userId: user.id, consentAt: d.clock.now() };
          const created = await q.insertRequest(tx, values as NewTenantRequestRow);
          await q.insertFiles(
            tx,
            saved.map((s, i) => ({ ...s, requestId: created.id, position: i })),
          );
          return created;
        });
        return view(user, row);
      } catch (err) {
        await discardFiles(d.files, saved);
        throw err;
      }
    },

    async update(
      user: UserRow,
      id: string,
      fields: Partial<TenantRequestFields>,
      images: Buffer[],
      documents: UploadedDocument[],
      removeFileIds: string[],
      cleared: ClearableRequestField[] = [],
    ) {
      const existing = await manageable(user, id);
      const current = (await q.listFiles(d.db, [id])).filter((f) => !removeFileIds.includes(f.id));
      checkCounts(current, images, documents);
      const position = await targetOfEdit(d.db, existing, fields);
      const saved = await storeFiles(d.files, images, documents);
      let removed: RequestFileRow[] = [];
      try {
        await d.db.transaction(async (tx) => {
          const nulls = Object.fromEntries(cleared.map((f) => [f, null])) as Partial<NewTenantRequestRow>;
          await q.updateRequest(tx, id, { ...toColumns(fields), ...position, ...nulls });
          removed = await q.deleteFiles(tx, id, removeFileIds);
          const next = current.reduce((max, f) => Math.max(max, f.position + 1), 0);
          await q.insertFiles(
            tx,
            saved.map((s, i) => ({ ...s, requestId: id, position: next + i })),
          );
        });
      } catch (err) {
        await discardFiles(d.files, saved);
        throw err;
      }
      await discardFiles(d.files, removed);
      return view(user, (await q.findRequest(d.db, id))!);
    },

    async remove(user: UserRow, id: string) {
      await manageable(user, id);
      const files = await q.listFiles(d.db, [id]);
      await q.deleteRequest(d.db, id);
      await discardFiles(d.files, files);
    },
  };
}
