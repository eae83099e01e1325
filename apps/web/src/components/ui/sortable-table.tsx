import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { MantineBreakpoint, TableProps, TableTdProps } from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import classes from './sortable-table.module.css';
import {
  activeDirection,
  sortGroups,
  sortRows,
  toggleSort,
  UNSORTED,
  type RowGroup,
  type SortDirection,
  type SortState,
  type SortValue,
} from './table-sort';

/**
 * spec 3 §2.11: a header definition, with its title, dataKey and whether it sorts, and how its
 * cells show and sort (money by its cents and dates by their day, never by the formatted text).
 */
export type TableColumn<T> = {
  title: string;
  /** Names the column; unless `sortValue` or `cell` say otherwise, the row's field of this name. */
  dataKey: string;
  sortable?: boolean;
  sortValue?: (row: T) => SortValue;
  /** A row's cell; `position` counts the rows as shown, from 0. */
  cell?: (row: T, position: number) => ReactNode;
  /** The title is for assistive technology only (a column of row actions). */
  isTitleHidden?: boolean;
  align?: 'left' | 'right';
  width?: number | string;
  /** Extra props for each of the column's body cells (a maximum width, no wrapping). */
  cellProps?: TableTdProps;
};

type CommonProps<T> = {
  columns: readonly TableColumn<T>[];
  rowKey: (row: T, position: number) => string;
  /** The table's name; it also opens the announcement of a new order. */
  label: string;
  /** The name is given as a visually hidden caption rather than an aria-label. */
  hasCaption?: boolean;
  /** Below this width the table scrolls sideways inside its box. */
  minWidth: number;
  /** Shown from this breakpoint only (a phone shows the rows another way). */
  visibleFrom?: MantineBreakpoint;
  verticalSpacing?: TableProps['verticalSpacing'];
  highlightOnHover?: boolean;
};

type FlatRows<T> = { rows: readonly T[]; groups?: undefined };

type GroupedRows<T, G extends RowGroup<T>> = {
  rows?: undefined;
  /** spec 3 §2.11: each group's items sort within the group; the groups keep their order. */
  groups: readonly G[];
  groupKey: (group: G, position: number) => string;
  /** One group's rows, its items already sorted: its heading rows, `renderRows(...)`, and more. */
  renderGroup?: (group: G, renderRows: (rows: readonly T[]) => ReactNode) => ReactNode;
};

export type SortableTableProps<T, G extends RowGroup<T> = RowGroup<T>> = CommonProps<T> &
  (FlatRows<T> | GroupedRows<T, G>);

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * spec 3 §2.11: a table whose sortable columns sort by a click (or Enter or Space) on their
 * header. The rows keep the order they are given until then, so the server's drawing and the
 * browser's first one are the same.
 */
export function SortableTable<T, G extends RowGroup<T> = RowGroup<T>>(
  props: SortableTableProps<T, G>,
) {
  const { columns, rowKey, label, hasCaption = false, minWidth, visibleFrom } = props;
  const [sort, setSort] = useState<SortState>(UNSORTED);
  const active = columns.find((column) => column.sortable && column.dataKey === sort.active);
  const direction = active ? activeDirection(sort) : null;
  const value = active ? sortValueOf(active) : null;

  function renderRows(rows: readonly T[]): ReactNode {
    return rows.map((row, position) => (
      <Table.Tr key={rowKey(row, position)}>
        {columns.map((column) => (
          <Table.Td key={column.dataKey} ta={column.align} {...column.cellProps}>
            {column.cell ? column.cell(row, position) : textOf(fieldOf(row, column.dataKey))}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  let body: ReactNode;
  if (props.groups === undefined) {
    const rows = value && direction ? sortRows(props.rows, value, direction) : props.rows;
    body = <Table.Tbody>{renderRows(rows)}</Table.Tbody>;
  } else {
    const { groupKey, renderGroup } = props;
    const groups =
      value && direction ? sortGroups<T, G>(props.groups, value, direction) : props.groups;
    body = groups.map((group, position) => (
      <Table.Tbody key={groupKey(group, position)}>
        {renderGroup ? renderGroup(group, renderRows) : renderRows(group.items)}
      </Table.Tbody>
    ));
  }

  return (
    <>
      <Table.ScrollContainer minWidth={minWidth} visibleFrom={visibleFrom}>
        <Table
          verticalSpacing={props.verticalSpacing}
          highlightOnHover={props.highlightOnHover}
          aria-label={hasCaption ? undefined : label}
        >
          {hasCaption ? <VisuallyHidden component="caption">{label}</VisuallyHidden> : null}
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <HeaderCell
                  key={column.dataKey}
                  column={column}
                  direction={column === active ? direction : null}
                  onSort={() => setSort((current) => toggleSort(current, column.dataKey))}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          {body}
        </Table>
      </Table.ScrollContainer>
      {/* The new order is said once it is made; the header's aria-sort keeps saying it. */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {active && direction ? `${label}, sorted by ${active.title}, ${ARIA_SORT[direction]}` : ''}
      </VisuallyHidden>
    </>
  );
}

function HeaderCell<T>({
  column,
  direction,
  onSort,
}: {
  column: TableColumn<T>;
  direction: SortDirection | null;
  onSort: () => void;
}) {
  const title = column.isTitleHidden ? (
    <VisuallyHidden>{column.title}</VisuallyHidden>
  ) : (
    column.title
  );
  return (
    <Table.Th
      scope="col"
      w={column.width}
      ta={column.align}
      aria-sort={direction ? ARIA_SORT[direction] : undefined}
    >
      {column.sortable ? (
        <UnstyledButton
          className={classes.sort}
          onClick={onSort}
          data-align={column.align}
          data-sorted={direction ?? undefined}
        >
          <span className={classes.title}>{title}</span>
          <SortIcon direction={direction} />
        </UnstyledButton>
      ) : (
        title
      )}
    </Table.Th>
  );
}

/** Two arrows, dimmed, while the column is not sorted; then the one of its direction, centred. */
const ARROWS = {
  none: ['M6 1.5 10.5 6.5h-9z', 'M6 14.5 1.5 9.5h9z'],
  asc: ['M6 5.5 10.5 10.5h-9z'],
  desc: ['M6 10.5 1.5 5.5h9z'],
} as const;

function SortIcon({ direction }: { direction: SortDirection | null }) {
  return (
    <svg
      className={classes.icon}
      width="12"
      height="16"
      viewBox="0 0 12 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {ARROWS[direction ?? 'none'].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}

function sortValueOf<T>(column: TableColumn<T>): (row: T) => SortValue {
  return column.sortValue ?? ((row) => fieldOf(row, column.dataKey));
}

/** The row's field named `dataKey`, when it is a plain value. */
function fieldOf(row: unknown, dataKey: string): SortValue {
  if (typeof row !== 'object' || row === null) return null;
  const field = (row as Record<string, unknown>)[dataKey];
  return typeof field === 'string' || typeof field === 'number' || typeof field === 'boolean'
    ? field
    : null;
}

function textOf(value: SortValue): string {
  return value === null || value === undefined ? '' : String(value);
}
