import { notifications } from '@mantine/notifications';

// spec 3 §2.11, §9: toasts are Success, Error or Default, with a title and a message; they close by
// themselves after 5000 ms or by their close button.

export const TOAST_AUTO_CLOSE_MS = 5000;

export const ToastType = { Success: 'Success', Error: 'Error', Default: 'Default' } as const;
export type ToastType = (typeof ToastType)[keyof typeof ToastType];

const COLOR_BY_TYPE: Record<ToastType, string> = {
  Success: 'teal.9',
  Error: 'red.9',
  Default: 'navy',
};

/** `id`: a toast with this id is shown once while it is on the screen. */
export type Toast = { type?: ToastType; title: string; message: string; id?: string };

/** Shows a toast; returns its id (for `hideToast`). */
export function showToast({ type = ToastType.Default, title, message, id }: Toast): string {
  return notifications.show({
    ...(id ? { id } : {}),
    title,
    message,
    color: COLOR_BY_TYPE[type],
    autoClose: TOAST_AUTO_CLOSE_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    'data-toast-type': type,
  });
}

export function hideToast(id: string): void {
  notifications.hide(id);
}
