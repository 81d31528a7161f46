import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminActionBodySchema,
  adminActionListSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  toggleAccountStatusBodySchema,
  userSchema,
} from '@mietmatch/contract';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import { presentUser } from '../users/index.ts';
import { presentAction } from './presenter.ts';
import type { AdminService } from './service.ts';
import { errorAnswers } from '../../lib/error-answers.ts';

const idParams = z.object({ id: z.string().max(100) });
/** The specification sends these calls without a body; the product needs the reason the member reads. */
const reasonNeeded = (what: string) =>
  `${what} needs \`reason\` (3 to 2000 characters), which the member reads as the statement of reasons (DSA ` +
  'Art. 17); without it the answer is 400 `ValidationFailed` with `fields.reason`.';
const errors = errorAnswers(400, 401, 403, 404);

export function adminRoutes(app: FastifyInstance, deps: { admin: AdminService; authenticate: Authenticate }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const adminOnly = deps.authenticate({ roles: ['admin'], forbidden: true });
  const { admin } = deps;

  r.get('/api/admin/users', {
    schema: {
      tags,
      summary: 'Users with search, filters, sorting and paging',
      querystring: adminUsersQuerySchema,
      response: { 200: adminUserListSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request) => {
      const { rows, total } = await admin.list(request.query);
      return { items: rows.map(presentUser), total, page: request.query.page, pageSize: request.query.limit };
    },
  });

  r.get('/api/admin/users/:id/actions', {
    schema: {
      tags,
      summary: 'The audit log of one user, newest first',
      params: idParams,
      response: { 200: adminActionListSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request) => ({
      items: (await admin.actionsOf(request.params.id)).map(presentAction),
    }),
  });

  r.post('/api/admin/users/:id/business-check', {
    schema: {
      tags,
      summary: 'Mark a business landlord’s details (DSA Art. 30) as checked',
      description:
        'Listings of the landlord then show `provider.checked: true` until the landlord changes the details. ' +
        'Recorded in the audit log (`business_check`). An unknown account is 404 `UserNotFound`; one that ' +
        'lists as no business is 404 `NotFound`.',
      params: idParams,
      response: { 200: userSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request) => presentUser(await admin.checkBusiness(requireAuth(request).user, request.params.id)),
  });

  type Body = { reason?: string; state?: boolean } | undefined;
  const action = (
    path: string,
    summary: string,
    description: string,
    run: (actor: Parameters<AdminService['warn']>[0], id: string, body: Body) => ReturnType<AdminService['warn']>,
  ) =>
    r.patch(path, {
      schema: {
        tags,
        summary,
        description,
        params: idParams,
        body: adminActionBodySchema,
        response: { 200: userSchema, ...errors },
      },
      preHandler: adminOnly,
      handler: async (request) => presentUser(await run(requireAuth(request).user, request.params.id, request.body)),
    });
  action(
    '/api/admin/toggle-block/:id',
    'Block (reason required) or unblock a member; `state` makes it idempotent',
    `Unblocking needs no body. ${reasonNeeded('Blocking')}`,
    (a, id, b) => admin.toggleBlock(a, id, b?.reason, b?.state),
  );
  action(
    '/api/admin/warn-through-email/:id',
    'Warn a member by email (reason required)',
    reasonNeeded('A warning'),
    (a, id, b) => admin.warn(a, id, b?.reason),
  );
  action(
    '/api/admin/toggle-soft-delete/:id',
    'Soft-delete (reason required) or restore a member; `state` makes it idempotent',
    `Restoring needs no body. ${reasonNeeded('Deleting')}`,
    (a, id, b) => admin.toggleSoftDelete(a, id, b?.reason, b?.state),
  );

  r.patch('/api/admin/toggle-account-status', {
    schema: {
      tags,
      summary: 'Deactivate or reactivate my own account (admins: also a member’s, by userId)',
      description: 'Without a body (or with `{}`) it toggles the caller’s own account, as the specification calls it.',
      body: toggleAccountStatusBodySchema,
      response: { 200: userSchema, ...errors },
    },
    preHandler: deps.authenticate({ allowDeactivated: true, withoutPlan: true }),
    handler: async (request) =>
      presentUser(await admin.toggleAccountStatus(requireAuth(request).user, request.body?.userId)),
  });
}
