import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ZodType } from 'zod';
import { APP_VERSION, PRODUCT_NAME } from '@mietmatch/contract';

/** The OpenAPI document is generated from the route schemas; it is never written by hand. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        version: APP_VERSION,
        description:
          'Errors answer `{ code, message, fields? }`; `message` follows Accept-Language (de or en, default en).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      if (!bodyMayBeLeftOut(input.schema?.body)) return result;
      return { ...result, schema: { ...result.schema, [OPTIONAL_BODY]: true } };
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      for (const path of Object.values(document.openapiObject.paths ?? {})) {
        for (const operation of Object.values(path ?? {})) markOptionalBody(operation);
      }
      return document.openapiObject;
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Without the top bar: its logo is an inline SVG with a <style> element, which the docs' strict
    // Content-Security-Policy (plugins/security-headers.ts) refuses; the bar's URL field is not needed here.
    uiConfig: { layout: 'BaseLayout' },
  });
}

/**
 * @fastify/swagger marks every request body as required. A route whose body schema allows none (the
 * specification's calls without a payload, see absent-body.ts) carries this mark from its transform to
 * its operation, where it becomes `requestBody.required: false`.
 */
const OPTIONAL_BODY = 'x-body-may-be-left-out';

const bodyMayBeLeftOut = (body: unknown) => body instanceof ZodType && body.safeParse(undefined).success;

function markOptionalBody(operation: unknown) {
  if (typeof operation !== 'object' || operation === null || !(OPTIONAL_BODY in operation)) return;
  const op = operation as { [OPTIONAL_BODY]?: boolean; requestBody?: { required?: boolean } };
  delete op[OPTIONAL_BODY];
  if (op.requestBody) op.requestBody.required = false;
}
