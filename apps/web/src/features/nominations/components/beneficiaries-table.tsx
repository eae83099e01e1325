import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core';
import { Hint } from '@/components/ui/hint';
import { MenuOnDemand, type DemandMenuItem } from '@/components/ui/menu-on-demand';
import { SortableTable, type TableColumn } from '@/components/ui/sortable-table';
import type { Beneficiary } from '@portal/contract/nomination';
import { basisPointsFromPercent } from '@portal/domain/money';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { shareText } from '../utils/display';
import { DotsIcon, EditIcon, TrashIcon } from './icons';

/** One data column: its header and how a beneficiary fills it. */
type Column = TableColumn<Beneficiary> & {
  cell: (beneficiary: Beneficiary) => ReactNode;
  /** A name column: shown as the card's title on mobile, not in its details list. */
  isName?: boolean;
};

// spec 3 §2.11: names, share, relationship and type sort (share by its value); the ID number,
// the row number and the actions do not.
const nameColumn = (header: string): Column => ({
  title: header,
  dataKey: 'name',
  sortable: true,
  cell: (beneficiary) => <LongText text={beneficiary.name} />,
  cellProps: { maw: 200 },
  isName: true,
});
const surname: Column = {
  title: 'Surname',
  dataKey: 'surname',
  sortable: true,
  cell: (beneficiary) => <LongText text={beneficiary.surname} />,
  cellProps: { maw: 200 },
  isName: true,
};
const allocation: Column = {
  title: 'Allocation',
  dataKey: 'allocation',
  sortable: true,
  sortValue: (beneficiary) => basisPointsFromPercent(beneficiary.allocation),
  cell: (beneficiary) => shareText(beneficiary.allocation),
};
const relationship: Column = {
  title: 'Relationship',
  dataKey: 'relationship',
  sortable: true,
  cell: (beneficiary) => beneficiary.relationship,
};
const type: Column = {
  title: 'Type',
  dataKey: 'type',
  sortable: true,
  cell: (beneficiary) => beneficiary.type,
};
const idNumber = (header: string): Column => ({
  title: header,
  dataKey: 'idNumber',
  cell: (beneficiary) => beneficiary.idNumber,
});

/**
 * spec 1 §2.7: the product list's columns in the order 'Name, Surname, Allocation, Relationship,
 * Type, ID Number'; the approved cover table's 'First name, Surname, Allocation, Relationship, ID
 * number, Type', with its blank actions column first on mobile. A column has one name in every
 * table, the approved table's (and the beneficiary form's and report's): 'First name' and 'ID
 * number' (docs/decisions/spec-readings.md).
 */
const firstName = nameColumn('First name');
const idNumberColumn = idNumber('ID number');
const GENERAL_COLUMNS: readonly Column[] = [
  firstName,
  surname,
  allocation,
  relationship,
  type,
  idNumberColumn,
];
const APPROVED_COLUMNS: readonly Column[] = [
  firstName,
  surname,
  allocation,
  relationship,
  idNumberColumn,
  type,
];

/**
 * Funeral cover's leading row number: the beneficiary's place in the order of consideration
 * (1..n, what Swap exchanges), which a sort by another column does not change.
 */
const ROW_NUMBER: TableColumn<Beneficiary> = {
  title: '#',
  dataKey: 'rowNumber',
  width: 48,
  cell: (beneficiary) => beneficiary.nomineeIdentifier,
};

type BeneficiariesTableProps = {
  /** Already sorted by nomineeIdentifier: the order until the member sorts by a column. */
  beneficiaries: readonly Beneficiary[];
  /** An approved (retirement) nomination takes the approved cover table's columns. */
  isApproved?: boolean;
  /** Funeral cover adds a leading row-number column (spec 1 §2.7). */
  withRowNumbers?: boolean;
  caption: string;
  onEdit?: (nomineeIdentifier: number) => void;
  onDelete?: (nomineeIdentifier: number) => void;
};

/**
 * spec 1 §2.7: the beneficiaries of one nomination; a table on desktop (its columns sort, spec 3
 * §2.11), cards on mobile in the nomination's order.
 */
export function BeneficiariesTable({
  beneficiaries,
  isApproved = false,
  withRowNumbers = false,
  caption,
  onEdit,
  onDelete,
}: BeneficiariesTableProps) {
  const hasActions = onEdit !== undefined || onDelete !== undefined;
  const columns = isApproved ? APPROVED_COLUMNS : GENERAL_COLUMNS;
  const details = columns.filter((column) => !column.isName);
  const tableColumns: TableColumn<Beneficiary>[] = [
    ...(withRowNumbers ? [ROW_NUMBER] : []),
    ...columns,
    ...(hasActions
      ? [
          {
            title: 'Actions',
            dataKey: 'actions',
            isTitleHidden: true,
            width: 56,
            cell: (beneficiary: Beneficiary) => (
              <RowMenu beneficiary={beneficiary} onEdit={onEdit} onDelete={onDelete} />
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <SortableTable
        label={caption}
        hasCaption
        minWidth={720}
        visibleFrom="sm"
        verticalSpacing="sm"
        highlightOnHover
        columns={tableColumns}
        rows={beneficiaries}
        rowKey={(beneficiary) => String(beneficiary.nomineeIdentifier)}
      />
      <Stack
        gap="sm"
        hiddenFrom="sm"
        component="ul"
        p={0}
        m={0}
        role="list"
        aria-label={caption}
        style={{ listStyle: 'none' }}
      >
        {beneficiaries.map((beneficiary, index) => {
          const menu = hasActions ? (
            <RowMenu beneficiary={beneficiary} onEdit={onEdit} onDelete={onDelete} />
          ) : null;
          return (
            <Card component="li" key={beneficiary.nomineeIdentifier} withBorder padding="sm">
              <Group
                justify={isApproved ? 'flex-start' : 'space-between'}
                wrap="nowrap"
                align={isApproved ? 'center' : 'flex-start'}
                gap="xs"
              >
                {/* The approved table's actions column comes first on mobile (spec 1 §2.7). */}
                {isApproved ? menu : null}
                <Text fw={700}>
                  {withRowNumbers ? `${index + 1}. ` : ''}
                  {beneficiary.name} {beneficiary.surname}
                </Text>
                {isApproved ? null : menu}
              </Group>
              <dl
                style={{
                  margin: 0,
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  gap: '2px 12px',
                  fontSize: 14,
                }}
              >
                {details.map((column) => (
                  <Fragment key={column.title}>
                    <dt>{column.title}</dt>
                    <dd style={{ margin: 0 }}>{column.cell(beneficiary)}</dd>
                  </Fragment>
                ))}
              </dl>
            </Card>
          );
        })}
      </Stack>
    </>
  );
}

/** spec 1 §2.7: long names get an overflow tooltip (a short one has none to carry). */
function LongText({ text }: { text: string }) {
  const shown = (
    <Text size="sm" truncate="end">
      {text}
    </Text>
  );
  if (text.length < 24) return shown;
  return (
    <Hint label={text} withinPortal>
      {shown}
    </Hint>
  );
}

function RowMenu({
  beneficiary,
  onEdit,
  onDelete,
}: {
  beneficiary: Beneficiary;
  onEdit?: (nomineeIdentifier: number) => void;
  onDelete?: (nomineeIdentifier: number) => void;
}) {
  const name = `${beneficiary.name} ${beneficiary.surname}`.trim();
  const items: DemandMenuItem[] = [];
  if (onEdit)
    items.push({
      key: 'edit',
      label: 'Edit',
      props: {
        leftSection: <EditIcon />,
        onClick: () => onEdit(beneficiary.nomineeIdentifier),
      },
    });
  if (onDelete)
    items.push({
      key: 'delete',
      label: 'Delete',
      props: {
        color: 'red.9',
        leftSection: <TrashIcon />,
        onClick: () => onDelete(beneficiary.nomineeIdentifier),
      },
    });
  return (
    <MenuOnDemand
      target={(props) => (
        <ActionIcon {...props} variant="subtle" aria-label={`Actions for ${name}`}>
          <DotsIcon />
        </ActionIcon>
      )}
      items={items}
      menu={{ position: 'bottom-end', withinPortal: true }}
    />
  );
}
