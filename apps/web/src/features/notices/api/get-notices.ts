import { DASHBOARD_NAVIGATION_TYPE, getNoticeToDisplay } from '@portal/contract/notice';
import type { NoticesResponse } from '@portal/contract/notice';
import type { SafeHtml } from '@/lib/sanitize-html';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// spec 1 §7 GET /Notice/GetNoticeToDisplay: isSuccess, result; an unsuccessful answer is the
// notification error (spec 1 §8), after which no notice is shown.

/** A notice as the app keeps it: its HTML already through the allow-list sanitiser. */
export type SanitizedNotice = Omit<NoticesResponse['result'][number], 'htmlContent'> & {
  htmlContent: SafeHtml;
};

/**
 * The notices, their HTML sanitised as they arrive. The sanitiser (DOMPurify) loads with the
 * call, in parallel, and only on the pages that show notices.
 */
export async function fetchNotices(signal?: AbortSignal): Promise<SanitizedNotice[]> {
  const [response, { sanitizeHtml }] = await Promise.all([
    request(getNoticeToDisplay, { signal }),
    import('@/lib/sanitize-html'),
  ]);
  if (!response.isSuccess) throw new Error('The notices could not be loaded');
  return response.result.map((notice) => ({
    ...notice,
    htmlContent: sanitizeHtml(notice.htmlContent),
  }));
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
