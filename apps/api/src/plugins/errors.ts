import { lingerOnClose } from '../lib/lingering-close.ts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, translateMessage, type ErrorCode, type MessageKey } from '@mietmatch/contract';
import { AppError } from '../lib/app-error.ts';
import { requestLanguage } from '../lib/request-language.ts';
import { fromOutage } from './unavailable.ts';

/** Field path of a validation issue: `/email` → `email`, `/documents/0/title` → `documents.0.title`. */
function fieldName(instancePath: string | undefined, fallback: string): string {
  const name = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return name || fallback;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const lang = requestLanguage(request.headers['accept-language']);
  const fields = error.details.fields
    ? Object.fromEntries(
        Object.entries(error.details.fields).map(([k, v]) => [k, translateMessage(v, lang, error.details.params)]),
      )
    : undefined;
  for (const [k, v] of Object.entries(error.details.headers ?? {})) reply.header(k, v);
  // An answer that closes the connection before the body was read lets the client read it first.
  if (error.details.headers?.connection === 'close') lingerOnClose(request.raw);
  return reply.status(error.status).send({
    code: error.code,
    message: error.details.messageIsCode ? error.code : translateMessage(error.code, lang),
    ...(fields ? { fields } : {}),
    ...(error.details.extra ?? {}),
  });
}

/** Framework errors by status; any other client error is a malformed request (400, the code's one status). */
const statusCodes: Record<number, ErrorCode> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
};

/** Postgres errors by SQLSTATE, never by message text. */
function fromPostgres(code: string): AppError | null {
  switch (code) {
    case '23505': // unique_violation
    case '40001': // serialization_failure
    case '40P01': // deadlock_detected
      return new AppError('Conflict');
    case '22P02': // invalid_text_representation (e.g. a malformed uuid)
      return new AppError('NotFound');
    case '22021': // character_not_in_repertoire (a null character or invalid UTF-8 in text)
    case '22P05': // untranslatable_character
      return new AppError('InvalidCharacters');
    case '22001': // string_data_right_truncation
    case '22003': // numeric_value_out_of_range
      return new AppError('ValidationFailed');
    default:
      return null;
  }
}

/**
 * The SQLSTATE of a database error: Drizzle wraps the driver's error (pg and PGlite alike) in a
 * DrizzleQueryError whose `cause` carries the code, so the chain of causes is walked.
 */
export function sqlState(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    // Five characters with a digit: a SQLSTATE, not a Node code such as EPIPE.
    if (typeof code === 'string' && /^(?=.*\d)[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Size limits by Fastify's error code: each gets its own text, not the file-size one. */
const multipartLimits: Record<string, ErrorCode> = {
  // A JSON body over the body limit is no file: it gets its own text too.
  FST_ERR_CTP_BODY_TOO_LARGE: 'BodyTooLarge',
  FST_FILES_LIMIT: 'TooManyFiles',
  FST_FIELDS_LIMIT: 'TooManyFields',
  FST_PARTS_LIMIT: 'TooManyFields',
};

/**
 * Paths the router cannot read — a broken percent-encoding, or a segment far longer than any id — name
 * no resource. Without this the router answers them itself, echoing the path, outside the error model.
 */
const routerErrors: Record<string, ErrorCode> = {
  FST_ERR_BAD_URL: 'NotFound',
  FST_ERR_MAX_PARAM_LENGTH: 'NotFound',
};

/**
 * The multipart parser's own errors carry neither a code nor a status, only these texts (the multipart
 * plugin tells them apart by text as well): a body cut off before its closing boundary, a content type
 * without a usable boundary. Anyone can send such a body, so it is the client's mistake, not ours.
 */
const malformedMultipart = [
  /unexpected end of multipart data$/i,
  /^Multipart: Boundary not found$/,
  /^The needle cannot/,
];

export function toAppError(err: FastifyError | Error): AppError | null {
  if (err instanceof AppError) return err;
  if (malformedMultipart.some((text) => text.test(err.message))) return new AppError('MalformedBody');
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, MessageKey> = {};
    for (const issue of err.validation) {
      const name = fieldName(issue.instancePath, (issue as { validationContext?: string }).validationContext ?? 'body');
      if (!fields[name]) fields[name] = isMessageKey(issue.message) ? issue.message : 'invalidValue';
    }
    return new AppError('ValidationFailed', { fields });
  }
  const unreadable = routerErrors[(err as FastifyError).code];
  if (unreadable) return new AppError(unreadable);
  const limit = multipartLimits[(err as FastifyError).code];
  if (limit) return new AppError(limit);
  const state = sqlState(err);
  const pg = state ? fromPostgres(state) : null;
  if (pg) return pg;
  const status = (err as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    return new AppError(statusCodes[status] ?? 'MalformedBody');
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err, request, reply) => {
    const appError = toAppError(err as FastifyError);
    if (appError) return sendError(request, reply, appError);
    const outage = fromOutage(err);
    if (outage) {
      request.log.warn({ err }, 'database or Redis does not answer');
      return sendError(request, reply, outage);
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(request, reply, new AppError('InternalError'));
  });
}
