import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS, MAX_REQUEST_DOCUMENTS, MAX_REQUEST_IMAGES } from '@mietmatch/contract';
import type { Config } from './config.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';

/** The Fastify server with zod validation, the error model, security headers, uploads and the OpenAPI document. */
export async function createServer(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerSecurityHeaders(app, config.appUrl);
  await app.register(multipart, {
    // The largest form is a tenant request: 10 images + 20 documents, and 37 fields + a title per
    // document + removeFileIds; the property form carries ≤20 images, the profile one avatar.
    limits: {
      fileSize: LIMITS.maxUploadBytes,
      files: MAX_REQUEST_IMAGES + MAX_REQUEST_DOCUMENTS,
      fields: 100,
      fieldSize: 64 * 1024,
    },
    throwFileSizeLimit: true,
  });
  await registerOpenApi(app);
  return app;
}
