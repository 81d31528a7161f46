import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { LIMITS, MAX_REQUEST_DOCUMENTS, MAX_REQUEST_IMAGES } from '@mietmatch/contract';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { registerAbsentBody } from '../plugins/absent-body.ts';
import { registerErrorHandling, sendError, toAppError } from '../plugins/errors.ts';
import { registerJsonCompression } from '../plugins/json-compression.ts';
import { registerOpenApi } from '../plugins/openapi.ts';
import { registerSecurityHeaders } from '../plugins/security-headers.ts';
import { type AccessRows, type AccessTable, anyone, describeAccess } from './route-access.ts';

/** The API documentation is open to everyone. */
const DOCS_ACCESS: AccessRows = {
  'GET /api/docs': anyone,
  'HEAD /api/docs/': anyone,
  'GET /api/docs/json': anyone,
  'GET /api/docs/yaml': anyone,
  'GET /api/docs/static/*': anyone,
  'GET /api/docs/static/index.html': anyone,
  'GET /api/docs/static/swagger-initializer.js': anyone,
};

/** Where log lines go instead of stdout: tests read what the server logged. */
export interface LogStream {
  write(line: string): void;
}

/** What a caller may attach to the server as it is built: tests read the routes and the log lines. */
export interface ServerHooks {
  /** Who may call each route: the server brings the rows of its own routes (the API documentation). */
  access: AccessTable;
  /** Sees every route as it is registered (the route-access test walks them). */
  onRoute?: (route: RouteOptions) => void;
  /** Log lines go here instead of stdout. */
  logStream?: LogStream;
}

/** The Fastify server with zod validation, the error model, security headers, uploads and the OpenAPI document. */
export async function createServer(config: Config, hooks: ServerHooks): Promise<FastifyInstance> {
  const { access, onRoute, logStream } = hooks;
  access.add(DOCS_ACCESS);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(logStream ? { stream: logStream } : {}),
          },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A request arriving on an open keep-alive connection while the node shuts down is served (with
    // `Connection: close`) within the grace rather than refused: a load balancer may not retry a POST.
    return503OnClosing: false,
    // Errors the router raises before any route (an unreadable path) get the same answer as all others.
    frameworkErrors: (err, request, reply) =>
      sendError(request, reply, toAppError(err) ?? new AppError('InternalError')),
  });
  // On the HTTP server itself: every answer names the node, errors of the router included (the
  // realtime channel names it in its own answers).
  const nodeName = config.nodeName;
  if (nodeName) app.server.prependListener('request', (_request, response) => response.setHeader('X-Node', nodeName));
  // Before any route: the OpenAPI document shows each route's access line, and tests see every route.
  app.addHook('onRoute', (route) => {
    onRoute?.(route);
    for (const method of [route.method].flat()) documentAccess(access, route, method);
  });
  // Before any plugin or route: each scope takes the root's body parsers and validator as it is made.
  registerAbsentBody(app);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerSecurityHeaders(app, config.appUrl, [config.mapStyleUrl, config.mapStyleDarkUrl]);
  registerJsonCompression(app);
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

/** Appends the route's row of the access table to its OpenAPI description. */
function documentAccess(table: AccessTable, route: RouteOptions, method: string) {
  const row = table.of(method, route.url);
  if (!row || !route.schema || method === 'HEAD') return;
  const line = describeAccess(row);
  route.schema.description = route.schema.description ? `${route.schema.description}\n\n${line}` : line;
}

/**
 * Only the proxies in front of us are believed (Config.trustProxy): a hop count trusts the connection's
 * peer and the next hops to its left, so the client's address is the one the outermost of them saw.
 */
function trustedProxies(trust: number | string): string | false | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'string') return trust;
  return trust > 0 ? (_address, hop) => hop < trust : false;
}
