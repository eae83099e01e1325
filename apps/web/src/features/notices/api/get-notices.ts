import type { Notice } from '@portal/contract/notice';
import { DASHBOARD_NAVIGATION_TYPE, getNoticeToDisplay } from '@portal/contract/calls/notice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 1 §7 GET /Notice/GetNoticeToDisplay: isSuccess, result; an unsuccessful answer is the
// notification error (spec 1 §8), after which no notice is shown. The server answers each
// notice's HTML already through its allow-list sanitiser (DESIGN §1c).

/** The member's notices. */
export async function fetchNotices(signal?: AbortSignal): Promise<Notice[]> {
  const response = await request(getNoticeToDisplay, { signal });
  if (!response.isSuccess) throw new Error('The notices could not be loaded');
  return response.result;
}

export function noticesQueryOptions() {
  return queryOptions({
    queryKey: ['notices'],
    queryFn: ({ signal }) => fetchNotices(signal),
  });
}

/** spec 1 §2.3: the notices flagged for the Dashboard. */
export function useDashboardNotices() {
  return useQuery({
    ...noticesQueryOptions(),
    select: (data) =>
      data.filter(
        (notice) => notice.navigationType.toLowerCase() === DASHBOARD_NAVIGATION_TYPE.toLowerCase(),
      ),
  });
}
