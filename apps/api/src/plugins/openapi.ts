import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
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
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Without the top bar: its logo is an inline SVG with a <style> element, which the docs' strict
    // Content-Security-Policy (plugins/security-headers.ts) refuses; the bar's URL field is not needed here.
    uiConfig: { layout: 'BaseLayout' },
  });
}
