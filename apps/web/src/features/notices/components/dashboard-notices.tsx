import { Stack } from '@mantine/core';
import type { Notice } from '@portal/contract/notice';
import type { ReactNode } from 'react';
import { NotificationBanner } from '@/components/ui/notification-banner';
import { useDashboardNotices } from '../api/get-notices';

/**
 * spec 1 §2.3: the notification banners of the dashboard (nothing while loading or on error).
 * `actionFor` may add a way onward under a notice (the tax certificates notice leads to where
 * the member's certificates are).
 */
export function DashboardNotices({
  actionFor,
}: {
  actionFor?: (notice: Notice) => ReactNode;
} = {}) {
  const notices = useDashboardNotices();
  if (!notices.isSuccess || notices.data.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="dashboard-notices">
      {notices.data.map((notice) => (
        <NotificationBanner
          key={`${notice.categoryTitleToDisplay}-${notice.sourceSystem.join(',')}`}
          title={notice.categoryTitleToDisplay}
          html={notice.htmlContent}
          action={actionFor?.(notice)}
        />
      ))}
    </Stack>
  );
}
