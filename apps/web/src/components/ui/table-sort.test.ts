import { centsFromRand } from '@portal/domain/money';
import { dayNumber } from '@portal/domain/dates';
import { describe, expect, it } from 'vitest';
import {
  activeDirection,
  compareSortValues,
  directionOf,
  INITIAL_SORT_DIRECTION,
  sortGroups,
  sortRows,
  toggleSort,
  UNSORTED,
} from './table-sort';

type Row = { id: string; name: string; amount: number; date: string };

const ROWS: Row[] = [
  { id: 'a', name: 'Contribution', amount: 1_000.5, date: '2025-05-20' },
  { id: 'b', name: 'administration fee', amount: -45.5, date: '2025-05-03' },
  { id: 'c', name: 'Switch in', amount: 200, date: '2024-12-31' },
  { id: 'd', name: 'Contribution', amount: 1_000.5, date: '2025-01-09' },
];

const ids = (rows: readonly Row[]) => rows.map((row) => row.id);
const cents = (row: Row) => centsFromRand(row.amount);
const day = (row: Row) => dayNumber(row.date);

// spec 3 §2.11: sorting toggles asc and desc per column, starting from desc.
describe('toggleSort', () => {
  it('starts every column at desc, so that its first click sorts ascending', () => {
    expect(INITIAL_SORT_DIRECTION).toBe('desc');
    expect(directionOf(UNSORTED, 'amount')).toBe('desc');
    expect(activeDirection(UNSORTED)).toBeNull();

    const once = toggleSort(UNSORTED, 'amount');
    expect(once.active).toBe('amount');
    expect(activeDirection(once)).toBe('asc');
  });

  it('toggles asc, desc, asc on the same column', () => {
    const directions = [];
    let state = UNSORTED;
    for (let click = 0; click < 4; click += 1) {
      state = toggleSort(state, 'date');
      directions.push(activeDirection(state));
    }
    expect(directions).toEqual(['asc', 'desc', 'asc', 'desc']);
  });

  it('keeps each column’s own direction when another column is clicked between', () => {
    let state = toggleSort(UNSORTED, 'amount'); // amount asc
    state = toggleSort(state, 'name'); // name asc, its own first click
    expect(state.active).toBe('name');
    expect(activeDirection(state)).toBe('asc');
    state = toggleSort(state, 'amount'); // amount toggles on from asc
    expect(activeDirection(state)).toBe('desc');
    expect(directionOf(state, 'name')).toBe('asc');
  });
});

describe('sortRows', () => {
  it('sorts money by its cents, ascending and descending', () => {
    expect(ids(sortRows(ROWS, cents, 'asc'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(sortRows(ROWS, cents, 'desc'))).toEqual(['a', 'd', 'c', 'b']);
  });

  it('sorts dates by the day, not by their text', () => {
    // As shown ('20 May 2025', '3 May 2025', '31 Dec 2024', '9 Jan 2025') the text would put
    // 20 May first; by day the last day of 2024 comes first.
    expect(ids(sortRows(ROWS, day, 'asc'))).toEqual(['c', 'd', 'b', 'a']);
    expect(ids(sortRows(ROWS, day, 'desc'))).toEqual(['a', 'b', 'd', 'c']);
  });

  it('sorts words regardless of case', () => {
    expect(ids(sortRows(ROWS, (row) => row.name, 'asc'))).toEqual(['b', 'a', 'd', 'c']);
  });

  it('keeps rows with equal values in their order, in both directions', () => {
    expect(ids(sortRows(ROWS, (row) => row.name, 'asc'))).toEqual(['b', 'a', 'd', 'c']);
    expect(ids(sortRows(ROWS, (row) => row.name, 'desc'))).toEqual(['c', 'a', 'd', 'b']);
    expect(ids(sortRows(ROWS, () => 1, 'desc'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('puts rows with nothing to sort by last in either direction', () => {
    const rows = [
      { id: 'x', value: null },
      { id: 'y', value: 2 },
      { id: 'z', value: undefined },
      { id: 'w', value: 1 },
    ];
    const byValue = (row: (typeof rows)[number]) => row.value;
    expect(sortRows(rows, byValue, 'asc').map((row) => row.id)).toEqual(['w', 'y', 'x', 'z']);
    expect(sortRows(rows, byValue, 'desc').map((row) => row.id)).toEqual(['y', 'w', 'x', 'z']);
  });

  it('leaves the given list as it was', () => {
    const before = ids(ROWS);
    sortRows(ROWS, cents, 'asc');
    expect(ids(ROWS)).toEqual(before);
  });
});

describe('sortGroups', () => {
  const groups = [
    { title: 'May 2025', items: [ROWS[0]!, ROWS[1]!] },
    { title: 'January 2025', items: [ROWS[3]!] },
    { title: 'December 2024', items: [ROWS[2]!, { ...ROWS[2]!, id: 'e', amount: -1 }] },
  ];

  it('sorts within each group and keeps the groups in their order with their fields', () => {
    const sorted = sortGroups(groups, cents, 'asc');
    expect(sorted.map((group) => group.title)).toEqual([
      'May 2025',
      'January 2025',
      'December 2024',
    ]);
    expect(sorted.map((group) => ids(group.items))).toEqual([['b', 'a'], ['d'], ['e', 'c']]);
    expect(sortGroups(groups, cents, 'desc').map((group) => ids(group.items))).toEqual([
      ['a', 'b'],
      ['d'],
      ['c', 'e'],
    ]);
  });
});

describe('compareSortValues', () => {
  it('compares numbers by value and numbers inside words by value', () => {
    expect(compareSortValues(9, 10)).toBeLessThan(0);
    expect(compareSortValues('Item 9', 'Item 10')).toBeLessThan(0);
    expect(compareSortValues('émile', 'Emile')).toBe(0);
  });
});
