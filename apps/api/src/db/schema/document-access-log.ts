import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { requestFileKindEnum, requestFiles, tenantRequests } from './tenant-requests.ts';

/**
 * One row each time a landlord opened a tenant's image or document (a stamped copy): the tenant's
 * answer to "who has seen my documents". It outlives the file and the request (title and kind are
 * kept as they were); a landlord's erased account leaves the row nameless, the tenant's takes it along.
 */
export const documentAccessLog = pgTable(
  'document_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    landlordId: uuid('landlord_id').references(() => users.id, { onDelete: 'set null' }),
    requestId: uuid('request_id').references(() => tenantRequests.id, { onDelete: 'set null' }),
    fileId: uuid('file_id').references(() => requestFiles.id, { onDelete: 'set null' }),
    /** Images have no title. */
    fileTitle: text('file_title'),
    fileKind: requestFileKindEnum('file_kind').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The tenant's log, newest first (read backwards), paged.
    index('document_access_log_tenant_idx').on(t.tenantId, t.openedAt, t.id),
    index('document_access_log_landlord_idx').on(t.landlordId),
    index('document_access_log_request_idx').on(t.requestId),
    index('document_access_log_file_idx').on(t.fileId),
  ],
);

export type DocumentAccessLogRow = typeof documentAccessLog.$inferSelect;
