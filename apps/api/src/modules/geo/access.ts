import { type AccessRows, anyone } from '../../platform/route-access.ts';

/** Who may call the geo module's routes. */
export const geoAccess: AccessRows = {
  'GET /api/geo/areas': anyone,
  'GET /api/map/settings': anyone,
};
