// The inbox page's texts (DESIGN §1e "Notices"; spec 1 §8 error panel).
export const inboxMessages = {
  searchLabel: 'Search your notices',
  categoryLabel: 'Show',
  allCategories: 'All notices',
  somethingWentWrong: 'Something went wrong',
  noticesError: 'Something went wrong fetching your notices. Please try again later.',
  noNotices: 'You have no notices yet.',
  noNoticesHint:
    'When we write to you about your funds, claims, beneficiaries or account, the message is kept here as well.',
  noMatch: 'No notices match your search.',
  noMatchHint: 'Try other words, or show every kind of notice.',
  clearSearch: 'Clear search and filter',
  pastLastPage: 'There are no notices on this page.',
  firstPage: 'Go to the newest notices',
  loading: 'Loading your notices',
  unread: 'Unread',
} as const;

/** '12 notices, 3 unread', or, searched or filtered, '2 matching notices, 3 unread in all'. */
export function countText(total: number, unread: number, isFiltered: boolean): string {
  const noun = total === 1 ? 'notice' : 'notices';
  return isFiltered
    ? `${total} matching ${noun}, ${unread} unread in all`
    : `${total} ${noun}, ${unread} unread`;
}
