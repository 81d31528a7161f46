import {
  FIELD_STAGE,
  lastNameInitial,
  NEVER_TO_LANDLORDS,
  reaches,
  type StagedField,
  type TenantRequest,
} from '@mietmatch/contract';
import type { RequestView } from './request-kit.ts';
import { avatarUrls } from '../users/index.ts';

const fileUrl = (requestId: string, fileId: string) => `/api/tenant/${requestId}/files/${fileId}`;

/**
 * A request as one viewer may see it: its manager (owner, admin) all of it; a landlord what their
 * stage allows, the rest absent (request-stages.ts). The files are the ones released to the
 * viewer (request-kit.ts); their URLs check again when fetched.
 */
export function presentRequest(view: RequestView): TenantRequest {
  const full = presentAll(view);
  if (view.manager) return full;
  for (const field of NEVER_TO_LANDLORDS) delete full[field];
  for (const [field, needed] of Object.entries(FIELD_STAGE) as [StagedField, (typeof FIELD_STAGE)[StagedField]][]) {
    if (reaches(view.stage, needed)) continue;
    if (field === 'lastName') full.lastName = lastNameInitial(full.lastName);
    else delete full[field];
  }
  return full;
}

function presentAll({ row, owner, files, access, stage, manager }: RequestView): TenantRequest {
  const mine = files.filter((f) => f.requestId === row.id);
  return {
    id: row.id,
    userId: row.userId,
    stage: manager ? 'contract' : stage,
    avatar: avatarUrls(owner?.avatarKey ?? null).avatarUrl,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    telephone: row.telephone,
    nationality: row.nationality,
    profession: row.profession,
    employer: row.employer,
    incomeBand: row.incomeBand,
    relationshipStatus: row.relationshipStatus,
    numberOfResidents: row.numberOfResidents,
    animalsInfo: row.animalsInfo,
    numberOfChildren: row.numberOfChildren,
    childrenInfo: row.childrenInfo,
    numberOfVehicles: row.numberOfVehicles,
    additionalCost: row.additionalCostCents / 100,
    garageRequired: row.garageRequired,
    smokingAllowed: row.smokingAllowed,
    needTerrace: row.needTerrace,
    kitchenFitted: row.kitchenFitted,
    isFurnished: row.isFurnished,
    isPetFriendly: row.isPetFriendly,
    allowedFileView: row.allowedFileView,
    ...(access === 'owner' ? { alertsEnabled: row.alertsEnabled } : {}),
    propertyType: row.propertyType,
    requiredRooms: row.requiredRooms,
    currentPostalCode: row.currentPostalCode,
    currentAddress: row.currentAddress,
    targetCity: row.targetCity,
    targetState: row.targetState,
    targetPostalCode: row.targetPostalCodes,
    targetAddress: row.targetAddresses,
    residentialPreferences: row.residentialPreferences,
    maxPrice: row.maxPriceCents / 100,
    numberOfBathrooms: row.numberOfBathrooms,
    squareMeters: row.squareMeters,
    radius: row.radiusKm,
    lat: row.lat,
    lng: row.lng,
    status: row.status,
    notes: row.notes,
    fileAccess: access,
    images: mine
      .filter((f) => f.kind === 'image')
      .map((f) => ({ id: f.id, url: fileUrl(row.id, f.id), thumbUrl: `${fileUrl(row.id, f.id)}?size=thumb` })),
    documents: mine
      .filter((f) => f.kind === 'document')
      .map((f) => ({
        id: f.id,
        url: fileUrl(row.id, f.id),
        title: f.title ?? '',
        contentType: f.contentType,
        kind: f.documentKind ?? 'other',
      })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // Only its owner and admins get a removed request at all; they read the decision by this id.
    moderation: row.moderation,
    moderationDecisionId: row.moderationDecisionId,
  };
}
