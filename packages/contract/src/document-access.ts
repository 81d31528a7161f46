import { z } from 'zod';
import { pagingSchema } from './search.ts';

/**
 * The tenant's access log (`GET /api/document-access/log`): every time a landlord opened one of the
 * tenant's images or documents (a copy stamped with the landlord's name), newest first.
 */
export const documentAccessLogQuerySchema = z.object({ ...pagingSchema });
export type DocumentAccessLogQuery = z.infer<typeof documentAccessLogQuerySchema>;

export const documentAccessLogEntrySchema = z.object({
  id: z.string(),
  /** Null once the landlord's account is erased (the open stays in the tenant's log, without a name). */
  landlordId: z.string().nullable(),
  landlordName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** Null once the request or the file is deleted; the title stays as it was when it was opened. */
  requestId: z.string().nullable(),
  fileId: z.string().nullable(),
  /** A document's title; images have none. */
  fileTitle: z.string().nullable(),
  fileKind: z.enum(['image', 'document']),
  openedAt: z.string(),
});
export type DocumentAccessLogEntry = z.infer<typeof documentAccessLogEntrySchema>;

export const documentAccessLogSchema = z.object({
  items: z.array(documentAccessLogEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DocumentAccessLog = z.infer<typeof documentAccessLogSchema>;
