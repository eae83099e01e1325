// spec 3 §2.11: a table's sorting. Each sortable column keeps its own direction, which starts at
// 'desc' and toggles on every click, so that a column's first click sorts ascending, the next
// descending, and so on. Only the column clicked last orders the rows.

export type SortDirection = 'asc' | 'desc';

/** What a column sorts by: a number (cents, a day number), a text, or nothing (an empty cell). */
export type SortValue = number | string | boolean | null | undefined;

export type SortState = {
  /** The dataKey of the column that orders the rows; null while they keep their own order. */
  active: string | null;
  /** Each clicked column's current direction; a column not yet clicked is at the start. */
  directions: Readonly<Record<string, SortDirection>>;
};

/** spec 3 §2.11: a column's direction before its first click. */
export const INITIAL_SORT_DIRECTION: SortDirection = 'desc';

/** Rows in the order they came, no column active. */
export const UNSORTED: SortState = { active: null, directions: {} };

/** A group of rows (spec 3 §2.11: grouped data is a list of groups each with an items list). */
export type RowGroup<T> = { items: readonly T[] };

export function toggleDirection(direction: SortDirection): SortDirection {
  return direction === 'asc' ? 'desc' : 'asc';
}

/** The direction a column is at (the start for a column not yet clicked). */
export function directionOf(state: SortState, dataKey: string): SortDirection {
  return state.directions[dataKey] ?? INITIAL_SORT_DIRECTION;
}

/** The state after a click on a column's header: its direction toggles and it orders the rows. */
export function toggleSort(state: SortState, dataKey: string): SortState {
  return {
    active: dataKey,
    directions: { ...state.directions, [dataKey]: toggleDirection(directionOf(state, dataKey)) },
  };
}

/** The direction the rows are ordered in, or null while no column orders them. */
export function activeDirection(state: SortState): SortDirection | null {
  return state.active === null ? null : directionOf(state, state.active);
}

function isEmpty(value: SortValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

// Words compare as a reader expects: case and accents aside, numbers inside them by value
// ('Item 2' before 'Item 10').
const collator = new Intl.Collator('en-ZA', { sensitivity: 'base', numeric: true });

/** Ascending order of two values; numbers before words, and empty cells last in either order. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return typeRank(a) - typeRank(b);
}

function typeRank(value: SortValue): number {
  if (typeof value === 'boolean') return 0;
  if (typeof value === 'number') return 1;
  return 2;
}

/**
 * The rows in `direction` by `value`, a new list. Rows with equal values keep their order (in
 * both directions), and rows with nothing to sort by go last.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, position) => ({ row, position, key: value(row) }))
    .sort((a, b) => {
      const aEmpty = isEmpty(a.key);
      const bEmpty = isEmpty(b.key);
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.position - b.position : aEmpty ? 1 : -1;
      return sign * compareSortValues(a.key, b.key) || a.position - b.position;
    })
    .map(({ row }) => row);
}

/** Each group's items sorted within the group; the groups keep their order and their fields. */
export function sortGroups<T, G extends RowGroup<T>>(
  groups: readonly G[],
  value: (row: T) => SortValue,
  direction: SortDirection,
): G[] {
  return groups.map((group) => ({ ...group, items: sortRows(group.items, value, direction) }));
}
