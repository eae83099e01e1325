import { checkClaimAllowed } from '@portal/contract/calls/claims';
import type { BankDetailsInput, ClaimDraft } from '@portal/contract/savings-claim';
import {
  checkKbaMemberStatus,
  deleteDocument,
  getClaimDraft,
  getKbaQuestions,
  getKbaRequestId,
  postKbaAnswers,
  processByMemberClaimV2,
  uploadClaimDocument,
  verifyBankingDetails,
  verifyIdentity,
} from '@portal/contract/calls/savings-claim';
import { getBankBranchCodes, getDocumentTypes } from '@portal/contract/calls/two-pot';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, requestUpload } from '@/lib/api-client';
import { claimsQueryKey } from './get-member-claims';

// The savings withdrawal claim's calls (the claims issue; spec 3 §7 claims maintenance,
// knowledge-based authentication and two-pot calls), as queries and mutations for the wizard.

const savingsKey = [...claimsQueryKey, 'savings'] as const;

/** CheckClaimAllowed for every two-pot fund of the member (or one, with its scheme number). */
export function claimAllowedQueryOptions(schemeNumber?: string) {
  return queryOptions({
    queryKey: [...savingsKey, 'allowed', schemeNumber ?? 'all'] as const,
    queryFn: ({ signal }) => request(checkClaimAllowed, { query: { schemeNumber }, signal }),
    select: (data) => data.memberships,
  });
}

export function useClaimAllowed(schemeNumber?: string) {
  return useQuery(claimAllowedQueryOptions(schemeNumber));
}

export function draftQueryKey(schemeNumber: string) {
  return [...savingsKey, 'draft', schemeNumber] as const;
}

export function claimDraftQueryOptions(schemeNumber: string) {
  return queryOptions({
    queryKey: draftQueryKey(schemeNumber),
    queryFn: ({ signal }) => request(getClaimDraft, { query: { schemeNumber }, signal }),
    select: (data) => data.draft,
  });
}

/** The first step a resumed draft still needs (spec 3 §3 missingFields). */
export function resumeStepOf(draft: ClaimDraft): number {
  const missing = draft.missingFields.map((field) => field.toLowerCase());
  const needs = (...names: string[]) =>
    missing.some((field) => names.some((name) => field.includes(name)));
  if (!draft.validations.kbaPassed || !draft.validations.idVerified || needs('kba', 'idverif'))
    return 1;
  if (needs('amount', 'income')) return 2;
  if (needs('taxnumber')) return 3;
  if (needs('bank')) return 4;
  if (needs('document')) return 5;
  return 6;
}

export function useClaimDraft(schemeNumber: string) {
  return useQuery(claimDraftQueryOptions(schemeNumber));
}

export type DraftFields = {
  amount?: number | string | null;
  annualTaxableIncome?: number | string | null;
  taxNumber?: string | null;
};

/** Saves the draft (claimSubmissionType 1) and keeps the answer as the draft's query data. */
export function useSaveDraft(schemeNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { webTransactionNo: string | null; claim: DraftFields }) =>
      request(processByMemberClaimV2, {
        body: {
          schemeNumber,
          webTransactionNo: input.webTransactionNo,
          claimSubmissionType: 1,
          claim: input.claim,
        },
      }),
    onSuccess: (data) => setDraft(queryClient, schemeNumber, data.draft),
  });
}

/** Submits the draft (claimSubmissionType 2) with one idempotency key however often it is sent. */
export function useSubmitClaim(schemeNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { webTransactionNo: string; idempotencyKey: string }) =>
      request(processByMemberClaimV2, {
        body: {
          schemeNumber,
          webTransactionNo: input.webTransactionNo,
          claimSubmissionType: 2,
          idempotencyKey: input.idempotencyKey,
          claim: {},
        },
      }),
    onSuccess: (data) => setDraft(queryClient, schemeNumber, data.draft),
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimsQueryKey }),
  });
}

function setDraft(
  queryClient: ReturnType<typeof useQueryClient>,
  schemeNumber: string,
  draft: ClaimDraft,
) {
  queryClient.setQueryData(draftQueryKey(schemeNumber), { success: true, draft });
}

// Knowledge-based authentication.

const kbaKey = [...savingsKey, 'kba'] as const;

export function kbaStatusQueryOptions() {
  return queryOptions({
    queryKey: [...kbaKey, 'status'] as const,
    queryFn: ({ signal }) => request(checkKbaMemberStatus, { signal }),
    select: (data) => data.memberStatus,
  });
}

export function useKbaStatus() {
  return useQuery(kbaStatusQueryOptions());
}

/** A new attempt: a request id, then its four questions. */
export function useStartKba() {
  return useMutation({
    mutationFn: async () => {
      const { requestId } = await request(getKbaRequestId);
      const { questions } = await request(getKbaQuestions, {
        query: { requestId, responseType: 'MultipleChoice' },
      });
      return { requestId, questions };
    },
  });
}

export function usePostKbaAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { requestId: string; answers: Record<string, string> }) =>
      request(postKbaAnswers, {
        query: {},
        body: {
          requestId: input.requestId,
          answers: Object.entries(input.answers).map(([questionId, optionId]) => ({
            questionId,
            optionId,
          })),
        },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savingsKey }),
  });
}

export function useVerifyIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    /** With the draft's number when there is a draft: the checks are counted per draft too. */
    mutationFn: (input: { idNumber: string; webTransactionNo?: string | undefined }) =>
      request(verifyIdentity, {
        body: {
          idNumber: input.idNumber,
          ...(input.webTransactionNo ? { webTransactionNo: input.webTransactionNo } : {}),
        },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...savingsKey, 'draft'] }),
  });
}

// Bank details.

export function useBankBranchCodes() {
  return useQuery({
    queryKey: [...savingsKey, 'banks'] as const,
    queryFn: ({ signal }) => request(getBankBranchCodes, { signal }),
    staleTime: Infinity,
  });
}

export function useVerifyBank(schemeNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankDetailsInput & { webTransactionNo: string }) =>
      request(verifyBankingDetails, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftQueryKey(schemeNumber) }),
  });
}

// Supporting documents.

export function useDocumentTypes() {
  return useQuery({
    queryKey: [...savingsKey, 'document-types'] as const,
    queryFn: ({ signal }) => request(getDocumentTypes, { signal }),
    select: (data) => data.documentTypes,
    staleTime: Infinity,
  });
}

export function useUploadDocument(schemeNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { webTransactionNo: string; documentTypeId: number; file: File }) => {
      const form = new FormData();
      form.append('webTransactionNo', input.webTransactionNo);
      form.append('documentTypeId', String(input.documentTypeId));
      form.append('file', input.file, input.file.name);
      return requestUpload(uploadClaimDocument, form);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftQueryKey(schemeNumber) }),
  });
}

export function useDeleteDocument(schemeNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => request(deleteDocument, { query: { fileId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftQueryKey(schemeNumber) }),
  });
}
