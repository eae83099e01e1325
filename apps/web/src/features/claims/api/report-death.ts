import { sendDeceasedMemberAlert } from '@portal/contract/savings-claim';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/api-client';

// spec 3 §7 SendDeceasedMemberAlert: the report of a death, acknowledged with a reference.
export function useReportDeath() {
  return useMutation({
    mutationFn: (body: z.input<NonNullable<typeof sendDeceasedMemberAlert.body>>) =>
      request(sendDeceasedMemberAlert, { body }),
  });
}
