import {
  requestCorrection,
  setMarketingObjection,
  type CorrectionDetail,
} from '@portal/contract/calls/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, requestUpload } from '@/lib/api-client';
import { privacyQueryKey } from './get-corrections';

// POST /api/Privacy/RequestCorrection (multipart/form-data: the text fields, then the one
// supporting document named `attachment`), and POST /api/Privacy/SetMarketingObjection. Each
// has the page's calls asked again; the objection has the profile asked again as well (the
// referral offer reads whether an objection stands from it).

export type NewCorrection = {
  detail: CorrectionDetail;
  value: string;
  reason: string;
  file: File;
  idempotencyKey: string;
};

/** A fresh key for a request being written: a retry of the same request lodges nothing new. */
export function newIdempotencyKey(): string {
  return `cor-${crypto.randomUUID()}`;
}

export function useRequestCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, ...fields }: NewCorrection) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('attachment', file, file.name);
      return (await requestUpload(requestCorrection, form)).correction;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyQueryKey }),
  });
}

export function useSetObjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (objects: boolean) =>
      (await request(setMarketingObjection, { body: { kind: 'direct-marketing', objects } }))
        .objection,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: privacyQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
      ]);
    },
  });
}
