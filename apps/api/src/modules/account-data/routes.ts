import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountExportFileName,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  translateMessage,
} from '@mietmatch/contract';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { AccountDataService } from './service.ts';
import { errorAnswers } from '../../lib/error-answers.ts';

const errors = errorAnswers(400, 401, 403, 409, 429);

export function accountDataRoutes(
  app: FastifyInstance,
  deps: { accountData: AccountDataService; authenticate: Authenticate },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  // Own data stays reachable while the account is deactivated or the plan has run out.
  const own = deps.authenticate({ allowDeactivated: true, withoutPlan: true });

  r.get('/api/account/export', {
    schema: {
      tags,
      summary: 'Download my data (GDPR Art. 20)',
      description:
        'A ZIP (`mietmatch-export-<date>.zip`) with `account.json` (account, properties or requests, favourites, inquiries, document-access decisions, payments, moderation, saved searches, notifications) and the uploaded files under `files/`.',
      produces: ['application/zip'],
    },
    preHandler: own,
    handler: async (request, reply) => {
      const { fileAt, stream } = await deps.accountData.export(requireAuth(request).user);
      return reply
        .type('application/zip')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${accountExportFileName(fileAt)}"`)
        .send(stream);
    },
  });

  r.post('/api/account/delete', {
    schema: {
      tags,
      summary: 'Delete my account for good (GDPR Art. 17)',
      description:
        'Needs the password again. Removes personal data, posts, files, favourites, access decisions and sessions in one transaction; the person’s messages stay in the other member’s conversations as from a member who is no longer available; applied payments are kept under a pseudonym for tax law. The last admin cannot delete their account (409 LastAdmin).',
      body: deleteAccountBodySchema,
      response: { 200: deleteAccountResponseSchema, ...errors },
    },
    preHandler: own,
    handler: async (request) => {
      await deps.accountData.erase(requireAuth(request).user, request.body.password);
      return { message: translateMessage('accountDeleted', requestLanguage(request.headers['accept-language'])) };
    },
  });
}
