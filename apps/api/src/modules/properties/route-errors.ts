import { errorResponseSchema } from '@mietmatch/contract';

/** The error answers the properties routes document. */
export const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};
