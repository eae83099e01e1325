import { respondToComplaintAnswer } from '@portal/contract/calls/complaints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { keepComplaint } from './lodge-complaint';

// POST /api/Complaints/RespondToAnswer: whether the fund's answer settles the complaint and, when
// it does not, why (once; again: 409). It answers the complaint as it now is, which the page
// shows at once (its stage, and the ombud's route when it is not settled); the list is asked
// again.

export type AnswerResponse = { satisfied: boolean; reason?: string | undefined };

export function useRespondToAnswer(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ satisfied, reason }: AnswerResponse) =>
      (
        await request(respondToComplaintAnswer, {
          body: satisfied ? { reference, satisfied } : { reference, satisfied, reason },
        })
      ).complaint,
    onSuccess: (complaint) => keepComplaint(queryClient, complaint),
  });
}
