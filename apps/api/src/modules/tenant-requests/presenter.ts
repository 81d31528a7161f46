import type { AccessState, TenantRequest } from '@mietmatch/contract';
import type { RequestFileRow, TenantRequestRow, UserRow } from '../../db/schema/index.ts';
import { avatarUrls } from '../users/index.ts';
import { filesReleased } from './policy.ts';

const fileUrl = (requestId: string, fileId: string) => `/api/tenant/${requestId}/files/${fileId}`;

/** Files are listed only when released to the viewer; their URLs check access again when fetched. */
export function presentRequest(
  row: TenantRequestRow,
  owner: Pick<UserRow, 'avatarKey'> | null,
  files: RequestFileRow[],
  access: AccessState,
): TenantRequest {
  const released = filesReleased(access);
  const mine = released ? files.filter((f) => f.requestId === row.id) : [];
  return {
    id: row.id,
    userId: row.userId,
    avatar: avatarUrls(owner?.avatarKey ?? null).avatarUrl,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    telephone: row.telephone,
    nationality: row.nationality,
    profession: row.profession,
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
      .map((f) => ({ id: f.id, url: fileUrl(row.id, f.id), title: f.title ?? '', contentType: f.contentType })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // Only its owner and admins get a removed request at all; they read the decision by this id.
    moderation: row.moderation,
    moderationDecisionId: row.moderationDecisionId,
  };
}
