import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  INBOX_SEARCH_MAX,
  NOTICE_CATEGORIES,
  NOTICE_CATEGORY_LABELS,
} from '@portal/contract/calls/inbox';
import type { NoticeCategory } from '@portal/contract/calls/inbox';
import { useState } from 'react';
import type { FormEvent, Ref } from 'react';
import type { InboxFilters } from '../api/get-inbox-notices';
import { inboxSearchText } from '../hooks/use-inbox-filters';
import { inboxMessages as text } from './messages';

// The inbox's search and its choice of category. The search is sent once the member stops typing
// (or presses Enter), not on every letter; both are kept in the address (use-inbox-filters.ts).

/** How long typing pauses before the search is sent. */
export const SEARCH_DELAY_MS = 300;
const ALL = 'all';

const CATEGORY_OPTIONS = [
  { value: ALL, label: text.allCategories },
  ...NOTICE_CATEGORIES.map((category) => ({
    value: category,
    label: NOTICE_CATEGORY_LABELS[category],
  })),
];

type InboxControlsProps = {
  filters: InboxFilters;
  onSearch: (search: string) => void;
  onCategory: (category: NoticeCategory | undefined) => void;
  searchRef?: Ref<HTMLInputElement>;
};

export function InboxControls({ filters, onSearch, onCategory, searchRef }: InboxControlsProps) {
  const [draft, setDraft] = useState(filters.search);
  // The search last sent, and the search the address last held: the box follows the address when
  // it changes otherwise (Back, the search cleared), not when it catches up with the typing.
  const [sent, setSent] = useState(filters.search);
  const [seen, setSeen] = useState(filters.search);
  if (filters.search !== seen) {
    setSeen(filters.search);
    if (filters.search !== sent) {
      setSent(filters.search);
      setDraft(filters.search);
    }
  }
  const send = useDebouncedCallback((value: string) => {
    const search = inboxSearchText(value);
    if (search === filters.search) return;
    setSent(search);
    onSearch(search);
  }, SEARCH_DELAY_MS);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    send(draft);
    send.flush();
  }

  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <form role="search" onSubmit={handleSubmit} style={{ flex: '2 1 16rem', minWidth: 0 }}>
        <TextInput
          ref={searchRef}
          type="search"
          label={text.searchLabel}
          value={draft}
          maxLength={INBOX_SEARCH_MAX}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            send(event.currentTarget.value);
          }}
        />
      </form>
      <NativeSelect
        label={text.categoryLabel}
        data={CATEGORY_OPTIONS}
        value={filters.category ?? ALL}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onCategory(NOTICE_CATEGORIES.find((category) => category === value));
        }}
        style={{ flex: '1 1 12rem', minWidth: 0 }}
      />
    </Group>
  );
}
