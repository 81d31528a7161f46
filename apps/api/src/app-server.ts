import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS, MAX_REQUEST_DOCUMENTS, MAX_REQUEST_IMAGES } from '@mietmatch/contract';
import type { Config } from './config.ts';
import { AppError } from './lib/app-error.ts';
import { registerErrorHandling, sendError, toAppError } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';

/** Where log lines go instead of stdout: tests read what the server logged. */
export interface LogStream {
  write(line: string): void;
}

/** The Fastify server with zod validation, the error model, security headers, uploads and the OpenAPI document. */
export async function createServer(config: Config, logStream?: LogStream): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(logStream ? { stream: logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors the router raises before any route (an unreadable path) get the same answer as all others.
    frameworkErrors: (err, request, reply) =>
      sendError(request, reply, toAppError(err) ?? new AppError('InternalError')),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
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
