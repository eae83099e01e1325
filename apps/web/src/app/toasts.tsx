import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@/components/ui/toast';

/** The toasts' container (loaded after the first page: nothing shows a toast before that). */
export function Toasts() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} withinPortal={false} />;
}
