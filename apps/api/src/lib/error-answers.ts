import { errorResponseSchema } from '@mietmatch/contract';

/**
 * The error answers a route documents (OpenAPI `response`): every status answers the one error model. One call
 * instead of a literal per route file, which each module wrote again.
 */
export function errorAnswers<S extends number>(...statuses: S[]): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorResponseSchema])) as Record<S, typeof errorResponseSchema>;
}
