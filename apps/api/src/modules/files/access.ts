import { type AccessRows, proof } from '../../platform/route-access.ts';

/** Who may call the files module's routes. */
export const filesAccess: AccessRows = {
  'GET /api/files/:kind/:name': proof('the file’s random name (avatars and listing images are public)'),
};
