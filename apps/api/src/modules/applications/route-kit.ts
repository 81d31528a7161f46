import { z } from 'zod';
import { errorResponseSchema } from '@mietmatch/contract';

/** What the applications module's route files share: the tag, the id parameter, the error answers. */
export const tags = ['applications'];
export const idParams = z.object({ id: z.guid({ error: 'invalidValue' }) });
export const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
