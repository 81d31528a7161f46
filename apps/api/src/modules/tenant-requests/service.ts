import { MAX_REQUEST_DOCUMENTS, MAX_REQUEST_IMAGES, type AccessState, type MessageKey, type RequestFilterQuery, type TenantRequestFields } from '@mietmatch/contract';
import type { Db } from '../../db/client.ts';
import type { NewTenantRequestRow, RequestFileRow, TenantRequestRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../users/queries.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PrivateFiles } from '../../adapters/storage/private-files.ts';
import { searchWithCityFallback } from '../geo/area-search.ts';
import { cityCentres, postalCodePoints, statesOfPostalCodes, type GeoPoint } from '../geo/queries.ts';
import { searchRequests } from './search-queries.ts';
import { townOfTarget, type TargetHints } from './target-area.ts';
import { canSeeMember } from '../users/policy.ts';
import * as q from './queries.ts';
import { canManageRequest, canSeeRequest, fileAccessState, filesReleased } from './policy.ts';

/** A request as one viewer sees it: the owner's public bits, the released files, the access state. */
export interface RequestView {
  row: TenantRequestRow;
  owner: Pick<UserRow, 'avatarKey'> | null;
  files: RequestFileRow[];
  access: AccessState;
}

export interface UploadedDocument {
  title: string;
  data: Buffer;
}

/** Good enough to tell which of several same-named towns, far apart, a point lies nearest to. */
const degreesApart = (a: GeoPoint, b: GeoPoint) => (a.lat - b.lat) ** 2 + ((a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180)) ** 2;

const invalid = (fields: Record<string, MessageKey>) => new AppError('ValidationFailed', { fields });

/** Form fields to columns: euros to cents, lists to arrays; absent fields stay untouched on update. */
/** Optional request fields an edit may clear by sending them empty. */
export const CLEARABLE_REQUEST_FIELDS = ['nationality', 'profession', 'animalsInfo', 'childrenInfo', 'currentPostalCode', 'currentAddress', 'residentialPreferences', 'notes'] as const;
export type ClearableRequestField = (typeof CLEARABLE_REQUEST_FIELDS)[number];

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

export function createTenantRequestService(d: { db: Db; files: PrivateFiles; clock: Clock }) {
  /**
   * The target area must come from the postal-code table: its town (by the state, else the state
   * of the chosen postal codes, else the town nearest the position sent, else the town of that name
   * with the most postal codes), that town's state, and its position for radius search. Without a
   * city (the specification's fields) the town comes from the postal codes or addresses.
   */
  async function locateTarget(
    city: string | null | undefined,
    state: string | null | undefined,
    postalCodes: string[],
    near?: GeoPoint,
    hints?: TargetHints,
  ) {
    if (!city) {
      const found = await townOfTarget(d.db, postalCodes, { addresses: [], ...hints, state });
      if (!found) throw invalid({ targetPostalCode: 'selectTargetArea' });
      ({ place: city, state } = found.town);
      postalCodes = found.postalCodes;
    }
    const towns = await cityCentres(d.db, city, state ?? undefined);
    if (towns.length === 0) throw invalid({ targetCity: 'selectTargetArea' });
    let town = towns[0]!;
    if (towns.length > 1) {
      const states = await statesOfPostalCodes(d.db, city, postalCodes);
      const byCodes = states.length === 1 ? towns.find((t) => t.state === states[0]) : undefined;
      const nearest = near ? [...towns].sort((a, b) => degreesApart(a, near) - degreesApart(b, near))[0] : undefined;
      town = byCodes ?? nearest ?? town;
    }
    const [point] = await postalCodePoints(d.db, postalCodes, city, town.state ?? undefined);
    if (postalCodes.length > 0 && !point) throw invalid({ targetPostalCode: 'selectTargetArea' });
    const at = point ?? town;
    return { lat: at.lat, lng: at.lng, targetCity: city, targetState: town.state };
  }

  async function storeFiles(images: Buffer[], documents: UploadedDocument[]) {
    const saved: { kind: 'image' | 'document'; title: string | null; storageKey: string; contentType: string }[] = [];
    try {
      for (const img of images) saved.push({ kind: 'image', title: null, ...(await d.files.saveImage(img)) });
      for (const doc of documents) saved.push({ kind: 'document', title: doc.title, ...(await d.files.saveDocument(doc.data)) });
    } catch (err) {
      await Promise.all(saved.map((s) => d.files.remove(s.storageKey)));
      throw err;
    }
    return saved;
  }

  function checkCounts(existing: RequestFileRow[], images: Buffer[], documents: UploadedDocument[]) {
    if (existing.filter((f) => f.kind === 'image').length + images.length > MAX_REQUEST_IMAGES) throw invalid({ images: 'tooManyImages' });
    if (existing.filter((f) => f.kind === 'document').length + documents.length > MAX_REQUEST_DOCUMENTS) throw invalid({ documents: 'tooManyDocuments' });
    if (documents.some((doc) => doc.title.trim().length < 1)) throw invalid({ documentTitles: 'documentTitleRequired' });
  }

  /** A request as this viewer sees it, or NotFound when they may not see it at all. */
  async function view(user: UserRow, row: TenantRequestRow): Promise<RequestView> {
    const [seen] = await viewMany(user, [row]);
    if (!seen) throw new AppError('NotFound');
    return seen;
  }

  /**
   * Rows as this viewer sees them, the invisible ones left out: the owner's state, the viewer's
   * access and the files come in one query for the whole page; the rules stay in policy.ts.
   */
  async function viewMany(user: UserRow, rows: TenantRequestRow[]): Promise<RequestView[]> {
    const facts = new Map((await q.findRequestFacts(d.db, user.id, rows)).map((f) => [f.requestId, f]));
    const views: RequestView[] = [];
    for (const row of rows) {
      const fact = facts.get(row.id);
      const owner = fact?.owner ?? null;
      if (!canSeeRequest(user, row, owner)) continue;
      const access = fileAccessState(user, row, canManageRequest(user, row) ? null : (fact?.access ?? null));
      views.push({ row, owner, files: filesReleased(access) ? (fact?.files ?? []) : [], access });
    }
    return views;
  }

  async function manageable(user: UserRow, id: string) {
    const row = await q.findRequest(d.db, id);
    if (!row || !canManageRequest(user, row)) throw new AppError('NotFound');
    return row;
  }

  return {
    async create(user: UserRow, fields: TenantRequestFields, images: Buffer[], documents: UploadedDocument[]) {
      if (user.role !== 'client') throw new AppError('Forbidden');
      checkCounts([], images, documents);
      const given = fields.lat !== undefined && fields.lng !== undefined ? { lat: fields.lat, lng: fields.lng } : undefined;
      const { targetCity, targetState, targetPostalCode, targetAddress } = fields;
      const target = await locateTarget(targetCity, targetState, targetPostalCode, given, { addresses: targetAddress });
      // A position sent with the form is kept (the form fills it from the same table).
      const position = given ? { ...given, targetCity: target.targetCity, targetState: target.targetState } : target;
      const saved = await storeFiles(images, documents);
      try {
        const row = await d.db.transaction(async (tx) => {
          const created = await q.insertRequest(tx, { ...toColumns(fields), ...position, userId: user.id, consentAt: d.clock.now() } as NewTenantRequestRow);
          await q.insertFiles(tx, saved.map((s, i) => ({ ...s, requestId: created.id, position: i })));
          return created;
        });
        return view(user, row);
      } catch (err) {
        await Promise.all(saved.map((s) => d.files.remove(s.storageKey)));
        throw err;
      }
    },

    async get(user: UserRow, id: string) {
      const row = await q.findRequest(d.db, id);
      if (!row) throw new AppError('NotFound');
      return view(user, row);
    },

    /** A tenant's own requests; landlords and admins page through every visible one. */
    async list(user: UserRow, page: number, pageSize: number) {
      const own = user.role === 'client';
      const { rows, total } = await q.listRequests(d.db, { userId: own ? user.id : undefined, visibleOnly: user.role === 'contractor', page, pageSize });
      return { items: await viewMany(user, rows), total };
    },

    /**
     * One member's requests as this viewer may see them (the member's profile): admins every one in
     * any state, also of a blocked or deactivated member; landlords the visible ones; a tenant only
     * their own. A member whose profile is hidden from the viewer is not found, as the profile is.
     */
    async listOfMember(user: UserRow, memberId: string, page: number, pageSize: number) {
      const member = await findUserById(d.db, memberId);
      if (!canSeeMember(user, member)) throw new AppError('UserNotFound');
      if (user.role === 'client' && member.id !== user.id) return { items: [], total: 0 };
      const { rows, total } = await q.listRequests(d.db, { userId: member.id, visibleOnly: user.role === 'contractor', page, pageSize });
      return { items: await viewMany(user, rows), total };
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
      const areaSent = fields.targetPostalCode !== undefined || fields.targetAddress !== undefined;
      const areaChanged = fields.targetCity !== undefined || fields.targetState !== undefined || areaSent;
      // Another city without a state sent drops the old city's state; the same city keeps it.
      const sameCity = fields.targetCity === undefined || fields.targetCity.toLowerCase() === existing.targetCity?.toLowerCase();
      const state = fields.targetState ?? (sameCity ? existing.targetState : undefined);
      const near = existing.lat !== null && existing.lng !== null && sameCity ? { lat: existing.lat, lng: existing.lng } : undefined;
      const codes = fields.targetPostalCode ?? existing.targetPostalCodes;
      // Codes or addresses sent without a city name the town; the previous town settles what they leave open.
      const previous = existing.targetCity ? { place: existing.targetCity, state: existing.targetState } : undefined;
      const hints = { addresses: fields.targetAddress ?? existing.targetAddresses, previous };
      let position = {};
      if (fields.targetCity === undefined && areaSent) {
        position = await locateTarget(undefined, fields.targetState, codes, near, hints);
      } else if (areaChanged) position = await locateTarget(fields.targetCity ?? existing.targetCity, state, codes, near);
      const saved = await storeFiles(images, documents);
      let removed: RequestFileRow[] = [];
      try {
        await d.db.transaction(async (tx) => {
          const nulls = Object.fromEntries(cleared.map((f) => [f, null])) as Partial<NewTenantRequestRow>;
          await q.updateRequest(tx, id, { ...toColumns(fields), ...position, ...nulls });
          removed = await q.deleteFiles(tx, id, removeFileIds);
          const next = current.reduce((max, f) => Math.max(max, f.position + 1), 0);
          await q.insertFiles(tx, saved.map((s, i) => ({ ...s, requestId: id, position: next + i })));
        });
      } catch (err) {
        await Promise.all(saved.map((s) => d.files.remove(s.storageKey)));
        throw err;
      }
      await Promise.all(removed.map((f) => d.files.remove(f.storageKey)));
      return view(user, (await q.findRequest(d.db, id))!);
    },

    /** Landlords search requests by area and filters, with the city fallback. */
    async search(user: UserRow, filters: RequestFilterQuery) {
      if (user.role === 'client') throw new AppError('Forbidden');
      const result = await searchWithCityFallback(d.db, filters, (centres, postalCodes, radius) =>
        searchRequests(d.db, { filters: { ...filters, radius: radius as RequestFilterQuery['radius'] }, centres, postalCodes, now: d.clock.now() }),
      );
      const views = new Map((await viewMany(user, result.hits.map((h) => h.row))).map((v) => [v.row.id, v]));
      return { ...result, hits: result.hits.filter((h) => views.has(h.row.id)).map((h) => ({ ...h, view: views.get(h.row.id)! })) };
    },

    /** Several rows as this viewer sees them (lists of favourites and search results). */
    views: viewMany,

    async remove(user: UserRow, id: string) {
      await manageable(user, id);
      const files = await q.listFiles(d.db, [id]);
      await q.deleteRequest(d.db, id);
      await Promise.all(files.map((f) => d.files.remove(f.storageKey)));
    },

    /**
     * A file, only if the viewer may have it at this moment; otherwise as if it did not exist.
     * `thumb` answers an image's thumbnail under the same check; a document has none (400, told
     * only to a viewer who may have the document, so it says nothing to anyone else).
     */
    async file(user: UserRow, requestId: string, fileId: string, size: 'full' | 'thumb' = 'full') {
      const { row, access } = await this.get(user, requestId);
      if (!filesReleased(access)) throw new AppError('NotFound');
      const file = await q.findFile(d.db, row.id, fileId);
      if (!file) throw new AppError('NotFound');
      if (size === 'thumb' && file.kind !== 'image') throw invalid({ size: 'invalidValue' });
      const data = size === 'thumb' ? await d.files.readThumbnail(file.storageKey) : await d.files.read(file.storageKey);
      if (!data) throw new AppError('NotFound');
      return { file, data };
    },
  };
}

export type TenantRequestService = ReturnType<typeof createTenantRequestService>;
