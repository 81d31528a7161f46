import { useCurrentUser } from '../../../lib/current-user';
import { findTownOfAddress, useAreas, type City } from '../../areas';

export type ProfileTown = { state: 'pending' } | { state: 'found'; town: City } | { state: 'missing' };

/**
 * The town of the signed-in member's profile address, found by its postal code (postal area first,
 * then the street address): the landlord's search starts there. `missing` when the profile names no
 * postal code the area table knows, so the page can ask for one.
 */
export function useProfileTown(): ProfileTown {
  const user = useCurrentUser();
  const areas = useAreas();
  if (user.isPending || (areas.isPending && !areas.isError)) return { state: 'pending' };
  const town =
    areas.data && user.data ? findTownOfAddress(areas.data, user.data.postalArea, user.data.address) : undefined;
  return town ? { state: 'found', town } : { state: 'missing' };
}
