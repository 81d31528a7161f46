import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateReportBody, createReportResponseSchema } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

export type ReportReceipt = z.infer<typeof createReportResponseSchema>;

/**
 * `POST /api/reports`: with a session the reporter is the member (the token is sent when there is
 * one), without one the body carries name and email. 201 new, 200 the same open report again.
 */
function createReport(body: CreateReportBody) {
  return apiRequest<ReportReceipt>('/reports', { method: 'POST', body });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
