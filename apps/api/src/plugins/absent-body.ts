import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * The specification lists calls without a payload (logout, the admin toggles, favourites, document
 * access). Clients send them three ways: no body and no content type, `Content-Type: application/json`
 * with nothing after it (what many HTTP clients do for a bodyless POST), or `{}`. The first two mean the
 * same: no body. Fastify answers the second with an error before any route sees it, and hands an absent
 * body to the validator as `null`, which a schema that allows no body (`.optional()`) refuses. Here both
 * become `undefined`, once for every route: a route whose body schema is optional takes them as "no body";
 * a route that needs a body still refuses them (400 ValidationFailed), and anything that is not JSON, or
 * only whitespace, is still refused as before.
 */
export function registerAbsentBody(app: FastifyInstance) {
  // Fastify's own parser (prototype and constructor poisoning refused) for every body that has content.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    return parseJson(request, String(body), done);
  });
  app.setValidatorCompiler(absentBodyValidator);
}

/**
 * The zod validator, except that a body Fastify reports as `null` is validated as absent. Fastify passes
 * `null` for a body it never read, and the literal JSON `null` is just as much "no payload".
 */
const absentBodyValidator: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data: unknown) => validate(data === null ? undefined : data);
};
