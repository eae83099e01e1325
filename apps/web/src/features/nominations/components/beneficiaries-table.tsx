import { ActionIcon, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Hint } from '@/components/ui/hint';
import { MenuOnDemand, type DemandMenuItem } from '@/components/ui/menu-on-demand';
import type { Beneficiary } from '@portal/contract/nomination';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { shareText } from '../utils/display';
import { DotsIcon, EditIcon, TrashIcon } from './icons';

/** One data column: its header and how a beneficiary fills it. */
type Column = {
  header: string;
  cell: (beneficiary: Beneficiary) => ReactNode;
  /** A name column: shown as the card's title on mobile, not in its details list. */
  isName?: boolean;
};

const nameColumn = (header: string): Column => ({
  header,
  cell: (beneficiary) => <LongText text={beneficiary.name} />,
  isName: true,
});
const surname: Column = {
  header: 'Surname',
  cell: (beneficiary) => <LongText text={beneficiary.surname} />,
  isName: true,
};
const allocation: Column = {
  header: 'Allocation',
  cell: (beneficiary) => shareText(beneficiary.allocation),
};
const relationship: Column = {
  header: 'Relationship',
  cell: (beneficiary) => beneficiary.relationship,
};
const type: Column = { header: 'Type', cell: (beneficiary) => beneficiary.type };
const idNumber = (header: string): Column => ({
  header,
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

type BeneficiariesTableProps = {
  /** Already sorted by nomineeIdentifier. */
  beneficiaries: readonly Beneficiary[];
  /** An approved (retirement) nomination takes the approved cover table's columns. */
  isApproved?: boolean;
  /** Funeral cover adds a leading row-number column (spec 1 §2.7). */
  withRowNumbers?: boolean;
  caption: string;
  onEdit?: (nomineeIdentifier: number) => void;
  onDelete?: (nomineeIdentifier: number) => void;
};

/** spec 1 §2.7: the beneficiaries of one nomination; a table on desktop, cards on mobile. */
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
  return (
    <>
      <Table.ScrollContainer minWidth={720} visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover>
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {withRowNumbers ? <Table.Th w={48}>#</Table.Th> : null}
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              {hasActions ? (
                <Table.Th w={56}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {beneficiaries.map((beneficiary, index) => (
              <Table.Tr key={beneficiary.nomineeIdentifier}>
                {withRowNumbers ? <Table.Td>{index + 1}</Table.Td> : null}
                {columns.map((column) => (
                  <Table.Td key={column.header} maw={column.isName ? 200 : undefined}>
                    {column.cell(beneficiary)}
                  </Table.Td>
                ))}
                {hasActions ? (
                  <Table.Td>
                    <RowMenu beneficiary={beneficiary} onEdit={onEdit} onDelete={onDelete} />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
                  <Fragment key={column.header}>
                    <dt>{column.header}</dt>
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
