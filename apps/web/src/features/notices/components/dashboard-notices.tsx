import { Stack } from '@mantine/core';
import { NotificationBanner } from '@/components/ui/notification-banner';
import { useDashboardNotices } from '../api/get-notices';

/** spec 1 §2.3: the notification banners of the dashboard (nothing while loading or on error). */
export function DashboardNotices() {
  const notices = useDashboardNotices();
  if (!notices.isSuccess || notices.data.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="dashboard-notices">
      {notices.data.map((notice) => (
        <NotificationBanner
          key={`${notice.categoryTitleToDisplay}-${notice.sourceSystem.join(',')}`}
          title={notice.categoryTitleToDisplay}
          html={notice.htmlContent}
        />
      ))}
    </Stack>
  );
}
