import { sendDeceasedMemberAlert } from '@portal/contract/calls/savings-claim';
import type { sendDeceasedMemberAlert as sendDeceasedMemberAlertRoute } from '@portal/contract/savings-claim';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/api-client';

// spec 3 §7 SendDeceasedMemberAlert: the report of a death, acknowledged with a reference.
export function useReportDeath() {
  return useMutation({
    mutationFn: (body: z.input<typeof sendDeceasedMemberAlertRoute.body>) =>
      request(sendDeceasedMemberAlert, { body }),
  });
}
