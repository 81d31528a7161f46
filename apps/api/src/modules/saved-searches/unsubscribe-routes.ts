import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, unsubscribeQuerySchema, unsubscribeResultSchema } from '@mietmatch/contract';
import { AppError } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { renderUnsubscribePage, type UnsubscribePage } from './unsubscribe-page.ts';
import type { UnsubscribeService, UnsubscribeSubject } from './unsubscribe-service.ts';

const UNSUBSCRIBE_PATH = '/api/saved-searches/unsubscribe';
const tags = ['saved searches'];
// A missing token is the same bad link as a wrong one: the handler answers both.
const querystring = unsubscribeQuerySchema.partial();

/** A browser (the page's own button) wants the page back; a mail provider's one-click POST gets JSON. */
const wantsHtml = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/html');

function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, page: UnsubscribePage) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('vary', 'Accept, Accept-Language')
    .header('x-robots-tag', 'noindex')
    .send(renderUnsubscribePage(page, requestLanguage(request.headers['accept-language'], 'de')));
}

/** A bad link's page (400 for the token, 404 for a target that is gone or not the member's). */
async function asPage(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<UnsubscribeSubject>,
  page: (subject: UnsubscribeSubject) => UnsubscribePage,
) {
  try {
    return sendPage(request, reply, 200, page(await work()));
  } catch (err) {
    // A browser gets the bad link's page; any other client the API's error model like everywhere.
    if (wantsHtml(request) && err instanceof AppError && (err.status === 400 || err.status === 404)) {
      return sendPage(request, reply, err.status, { kind: 'invalid' });
    }
    throw err;
  }
}

/**
 * The alert mails' unsubscribe address, without a session (RFC 8058). GET only shows what the link
 * stops and a button, because mail scanners open links; POST stops it.
 */
export function unsubscribeRoutes(app: FastifyInstance, deps: { unsubscribe: UnsubscribeService }) {
  const { unsubscribe } = deps;
  app.register(async (scope) => {
    // Only here: the one-click POST (`List-Unsubscribe=One-Click`) and the page's button send a form.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(UNSUBSCRIBE_PATH, {
      schema: {
        tags,
        summary: 'The page of an alert mail’s unsubscribe link: what it stops, and a button (changes nothing)',
        description:
          'HTML in the language of Accept-Language. A bad or expired link: 400, a target not found: 404 — as a ' +
          'page for a browser (`Accept: text/html`), else as the usual JSON error.',
        querystring,
        produces: ['text/html'],
      },
      handler: (request, reply) =>
        asPage(
          request,
          reply,
          () => unsubscribe.preview(request.query.token),
          (subject) => ({
            kind: 'confirm',
            subject,
            action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token ?? '')}`,
          }),
        ),
    });

    r.post(UNSUBSCRIBE_PATH, {
      schema: {
        tags,
        summary: 'Stop the alerts an unsubscribe link names (RFC 8058 one-click)',
        description:
          'Takes the one-click form body `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded) or none. ' +
          'Doing it again answers the same. With `Accept: text/html` (the page’s button) the answer is a page. ' +
          'A bad or expired token: 400 with `fields.token`; a target that is gone or another member’s: 404.',
        querystring,
        response: { 200: unsubscribeResultSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
      handler: async (request, reply) => {
        const run = () => unsubscribe.unsubscribe(request.query.token);
        if (wantsHtml(request)) return asPage(request, reply, run, (subject) => ({ kind: 'done', subject }));
        const { target, name } = await run();
        return reply.header('cache-control', 'no-store').send({ unsubscribed: true as const, target, name });
      },
    });
  });
}
