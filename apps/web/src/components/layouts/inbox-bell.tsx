import { VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { NavLink } from 'react-router';
import classes from './inbox-bell.module.css';

// The header's link to the member's inbox (DESIGN §1e "Notices"), with the count of unread
// notices over it. Its name says the count ("Inbox, 3 unread"); a polite live region says when
// the count changes while the member is on a page (a notice opened, one arrived), never the
// page's first count, which the link's name already gives.

/** Past this the badge says '99+' (the link's name still says the number). */
export const MOST_SHOWN_UNREAD = 99;

/** The link's accessible name: 'Inbox, 3 unread', or 'Inbox' with nothing unread. */
export function inboxLinkLabel(unread: number | undefined): string {
  return unread ? `Inbox, ${unread} unread` : 'Inbox';
}

/** What the badge shows: nothing for none, '99+' above 99. */
export function unreadBadgeText(unread: number | undefined): string | undefined {
  if (!unread) return undefined;
  return unread > MOST_SHOWN_UNREAD ? `${MOST_SHOWN_UNREAD}+` : String(unread);
}

function unreadAnnouncement(unread: number): string {
  if (unread === 0) return 'No unread notices';
  return `${unread} unread ${unread === 1 ? 'notice' : 'notices'}`;
}

type InboxBellProps = {
  href: string;
  /** The member's unread notices; undefined while not known (none shown). */
  unread: number | undefined;
};

export function InboxBell({ href, unread }: InboxBellProps) {
  // The count last drawn, and what the live region says: empty until the count changes from one
  // known number to another, so that a page's first count is not announced.
  const [drawnUnread, setDrawnUnread] = useState(unread);
  const [announcement, setAnnouncement] = useState('');
  if (unread !== drawnUnread) {
    setDrawnUnread(unread);
    if (drawnUnread !== undefined && unread !== undefined) {
      setAnnouncement(unreadAnnouncement(unread));
    }
  }
  const badge = unreadBadgeText(unread);
  return (
    <>
      <NavLink to={href} className={classes.bell} aria-label={inboxLinkLabel(unread)}>
        <BellIcon />
        {badge ? (
          <span className={classes.badge} aria-hidden="true" data-testid="inbox-badge">
            {badge}
          </span>
        ) : null}
      </NavLink>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}

function BellIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M10 21h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
