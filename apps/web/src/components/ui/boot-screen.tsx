import { env } from '@/config/env';

type BootScreenProps = {
  /** What is being waited for, said to screen readers. */
  label?: string;
};

/**
 * The screen of the first paint (index.html draws it before any code has loaded, and styles it
 * with its inline `.boot` rules): the portal's mark and name and a spinner. The app draws the
 * same markup while it waits for the first page's code and the session, so the wait is one
 * unchanging screen.
 */
export function BootScreen({ label = 'Loading…' }: BootScreenProps) {
  return (
    <div className="boot" role="status">
      <div className="boot-brand">
        <svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="7" fill="#173f72" />
          <path d="M8 23 16 8l8 15h-4l-4-8-4 8z" fill="#63e6be" />
        </svg>
        <span>{env.VITE_PORTAL_NAME}</span>
      </div>
      <div className="boot-spinner" aria-hidden="true" />
      <span className="boot-label">{label}</span>
    </div>
  );
}
