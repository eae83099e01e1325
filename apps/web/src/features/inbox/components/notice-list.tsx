import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import { NOTICE_CATEGORY_LABELS } from '@portal/contract/calls/inbox';
import type { InboxNotice } from '@portal/contract/inbox';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAmountsHidden } from '@/components/ui/amount-privacy';
import { useMarkNoticeRead } from '../api/mark-notice-read';
import { noticeDate, noticeLinkPath, withAmountsHidden } from '../utils/notice-text';
import classes from './inbox.module.css';
import { inboxMessages as text } from './messages';

// The inbox's notices, newest first: each a heading whose button (aria-expanded) shows the
// notice's subject, date and kind, and opens the notice on its text, its links to the portal's
// pages and its reference. An unread notice's subject is bold with a dot, and the word "Unread"
// for screen readers; opening it marks it read, once. A plain disclosure rather than Mantine's
// accordion: the accordion's fold would become one more component shared by enough pages to be
// loaded with every page (vite.config.ts), and a closed notice is simply `hidden`, its text
// drawn by the server all the same.

export function NoticeList({ notices }: { notices: readonly InboxNotice[] }) {
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set());
  // The notices this page has asked to mark read: each is asked once, however often it is
  // opened before the answer comes.
  const [markedIds, setMarkedIds] = useState<ReadonlySet<number>>(() => new Set());
  const markRead = useMarkNoticeRead();
  const isHidden = useAmountsHidden();
  const idPrefix = useId();

  function handleToggle(notice: InboxNotice) {
    const isOpening = !openIds.has(notice.id);
    setOpenIds((open) => {
      const next = new Set(open);
      if (isOpening) next.add(notice.id);
      else next.delete(notice.id);
      return next;
    });
    if (!isOpening || notice.readAt !== null || markedIds.has(notice.id)) return;
    setMarkedIds((marked) => new Set(marked).add(notice.id));
    markRead.mutate(notice.id);
  }

  return (
    <ul className={classes.list} aria-label="Your notices">
      {notices.map((notice) => (
        <NoticeItem
          key={notice.id}
          notice={notice}
          panelId={`${idPrefix}-${notice.id}`}
          isOpen={openIds.has(notice.id)}
          onToggle={() => handleToggle(notice)}
          isAmountsHidden={isHidden}
        />
      ))}
    </ul>
  );
}

type NoticeItemProps = {
  notice: InboxNotice;
  panelId: string;
  isOpen: boolean;
  onToggle: () => void;
  isAmountsHidden: boolean;
};

function NoticeItem({ notice, panelId, isOpen, onToggle, isAmountsHidden }: NoticeItemProps) {
  const isUnread = notice.readAt === null;
  return (
    <li className={classes.item}>
      <h2 className={classes.heading}>
        <button
          type="button"
          className={classes.control}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={classes.summary}>
            <span className={classes.subjectLine}>
              {isUnread ? <span className={classes.dot} aria-hidden="true" /> : null}
              <Text component="span" fw={isUnread ? 700 : 500} data-unread={isUnread || undefined}>
                {isUnread ? <VisuallyHidden>{`${text.unread}: `}</VisuallyHidden> : null}
                {withAmountsHidden(notice.subject, isAmountsHidden)}
              </Text>
            </span>
            <Text component="span" size="sm" c="dimmed">
              <time dateTime={notice.createdAt}>{noticeDate(notice.createdAt)}</time>
              {` · ${NOTICE_CATEGORY_LABELS[notice.category]}`}
            </Text>
          </span>
          <ChevronIcon />
        </button>
      </h2>
      <div id={panelId} className={classes.panel} hidden={!isOpen}>
        <Stack gap="xs">
          {notice.lines.map((line, index) => {
            const path = noticeLinkPath(line.link);
            const words = withAmountsHidden(line.text, isAmountsHidden);
            return (
              <Text key={index}>
                {path ? (
                  <Anchor component={Link} to={path} fw={600}>
                    {words}
                  </Anchor>
                ) : (
                  words
                )}
              </Text>
            );
          })}
          {notice.reference ? (
            <Text size="sm" c="dimmed">
              {`Reference ${notice.reference}`}
            </Text>
          ) : null}
        </Stack>
      </div>
    </li>
  );
}

function ChevronIcon() {
  return (
    <svg
      className={classes.chevron}
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
