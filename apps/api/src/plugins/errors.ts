import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, translateMessage, type ErrorCode, type MessageKey } from '@mietmatch/contract';
import { AppError } from '../lib/app-error.ts';
import { requestLanguage } from '../lib/request-language.ts';

/** Field path of a validation issue: `/email` → `email`, `/documents/0/title` → `documents.0.title`. */
function fieldName(instancePath: string | undefined, fallback: string): string {
  const name = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return name || fallback;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const lang = requestLanguage(request.headers['accept-language']);
  const fields = error.details.fields
    ? Object.fromEntries(Object.entries(error.details.fields).map(([k, v]) => [k, translateMessage(v, lang)]))
    : undefined;
  for (const [k, v] of Object.entries(error.details.headers ?? {})) reply.header(k, v);
  return reply.status(error.status).send({
    code: error.code,
    message: error.details.messageIsCode ? error.code : translateMessage(error.code, lang),
    ...(fields ? { fields } : {}),
    ...(error.details.extra ?? {}),
  });
}

const statusCodes: Record<number, ErrorCode> = {
  400: 'MalformedBody',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  406: 'MalformedBody',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
};

/** Postgres errors by SQLSTATE, never by message text. */
function fromPostgres(err: { code?: unknown }): AppError | null {
  switch (err.code) {
    case '23505': // unique_violation
    case '40001': // serialization_failure
    case '40P01': // deadlock_detected
      return new AppError('Conflict', 409);
    case '22P02': // invalid_text_representation (e.g. a malformed uuid)
      return new AppError('NotFound', 404);
    default:
      return null;
  }
}

export function toAppError(err: FastifyError | Error): AppError | null {
  if (err instanceof AppError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, MessageKey> = {};
    for (const issue of err.validation) {
      const name = fieldName(issue.instancePath, (issue as { validationContext?: string }).validationContext ?? 'body');
      if (!fields[name]) fields[name] = isMessageKey(issue.message) ? issue.message : 'invalidValue';
    }
    return new AppError('ValidationFailed', 400, { fields });
  }
  const pg = fromPostgres(err as { code?: unknown });
  if (pg) return pg;
  const status = (err as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    const code = statusCodes[status] ?? 'MalformedBody';
    return new AppError(code, status);
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err, request, reply) => {
    const appError = toAppError(err as FastifyError);
    if (appError) return sendError(request, reply, appError);
    request.log.error({ err }, 'unhandled error');
    return sendError(request, reply, new AppError('InternalError', 500));
  });
}
