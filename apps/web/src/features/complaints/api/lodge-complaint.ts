import { lodgeComplaint, type ComplaintCategory } from '@portal/contract/calls/complaints';
import type { Complaint } from '@portal/contract/complaints';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { requestUpload } from '@/lib/api-client';
import { complaintQueryOptions } from './get-complaint';
import { complaintsQueryKey } from './get-complaints';

// POST /api/Complaints/Lodge (multipart/form-data: the text fields, then up to three files named
// `attachment`). It answers the complaint as lodged, which its page shows at once; the list is
// asked again. Each complaint carries an idempotency key made when the member began writing it,
// so that a retry of the same complaint lodges nothing new.

export type NewComplaint = {
  schemeNumber: string;
  category: ComplaintCategory;
  body: string;
  remedy: string;
  files: readonly File[];
  idempotencyKey: string;
};

/** A fresh key for a complaint being written. */
export function newIdempotencyKey(): string {
  return `cmp-${crypto.randomUUID()}`;
}

function formOf(fields: Record<string, string>, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('attachment', file, file.name);
  return form;
}

/** Keeps the complaint as the server answered it, and has the list asked again. */
export function keepComplaint(queryClient: QueryClient, complaint: Complaint): void {
  queryClient.setQueryData(complaintQueryOptions(complaint.reference).queryKey, {
    success: true,
    complaint,
  });
  void queryClient.invalidateQueries({ queryKey: [...complaintsQueryKey, 'list'] });
}

export function useLodgeComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, ...fields }: NewComplaint) =>
      (await requestUpload(lodgeComplaint, formOf(fields, files))).complaint,
    onSuccess: (complaint) => keepComplaint(queryClient, complaint),
  });
}
