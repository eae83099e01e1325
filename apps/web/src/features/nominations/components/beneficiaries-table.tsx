import {
  ActionIcon,
  Card,
  Group,
  Menu,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { Beneficiary } from '@portal/contract/nomination';
import { shareText } from '../utils/display';
import { DotsIcon, EditIcon, TrashIcon } from './icons';

type BeneficiariesTableProps = {
  /** Already sorted by nomineeIdentifier. */
  beneficiaries: readonly Beneficiary[];
  /** Funeral cover adds a leading row-number column (spec 1 §2.7). */
  withRowNumbers?: boolean;
  caption: string;
  onEdit?: (nomineeIdentifier: number) => void;
  onDelete?: (nomineeIdentifier: number) => void;
};

/** spec 1 §2.7: the beneficiaries of one nomination; a table on desktop, cards on mobile. */
export function BeneficiariesTable({
  beneficiaries,
  withRowNumbers = false,
  caption,
  onEdit,
  onDelete,
}: BeneficiariesTableProps) {
  const hasActions = onEdit !== undefined || onDelete !== undefined;
  return (
    <>
      <Table.ScrollContainer minWidth={720} visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover>
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {withRowNumbers ? <Table.Th w={48}>#</Table.Th> : null}
              <Table.Th>Name</Table.Th>
              <Table.Th>Surname</Table.Th>
              <Table.Th>Allocation</Table.Th>
              <Table.Th>Relationship</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>ID Number</Table.Th>
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
                <Table.Td maw={200}>
                  <LongText text={beneficiary.name} />
                </Table.Td>
                <Table.Td maw={200}>
                  <LongText text={beneficiary.surname} />
                </Table.Td>
                <Table.Td>{shareText(beneficiary.allocation)}</Table.Td>
                <Table.Td>{beneficiary.relationship}</Table.Td>
                <Table.Td>{beneficiary.type}</Table.Td>
                <Table.Td>{beneficiary.idNumber}</Table.Td>
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
        {beneficiaries.map((beneficiary, index) => (
          <Card component="li" key={beneficiary.nomineeIdentifier} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={700}>
                {withRowNumbers ? `${index + 1}. ` : ''}
                {beneficiary.name} {beneficiary.surname}
              </Text>
              {hasActions ? (
                <RowMenu beneficiary={beneficiary} onEdit={onEdit} onDelete={onDelete} />
              ) : null}
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
              <dt>Allocation</dt>
              <dd style={{ margin: 0 }}>{shareText(beneficiary.allocation)}</dd>
              <dt>Relationship</dt>
              <dd style={{ margin: 0 }}>{beneficiary.relationship}</dd>
              <dt>Type</dt>
              <dd style={{ margin: 0 }}>{beneficiary.type}</dd>
              <dt>ID Number</dt>
              <dd style={{ margin: 0 }}>{beneficiary.idNumber}</dd>
            </dl>
          </Card>
        ))}
      </Stack>
    </>
  );
}

/** spec 1 §2.7: long names get an overflow tooltip. */
function LongText({ text }: { text: string }) {
  return (
    <Tooltip label={text} disabled={text.length < 24} withinPortal>
      <Text size="sm" truncate="end">
        {text}
      </Text>
    </Tooltip>
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
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${name}`}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onEdit ? (
          <Menu.Item
            leftSection={<EditIcon />}
            onClick={() => onEdit(beneficiary.nomineeIdentifier)}
          >
            Edit
          </Menu.Item>
        ) : null}
        {onDelete ? (
          <Menu.Item
            color="red.9"
            leftSection={<TrashIcon />}
            onClick={() => onDelete(beneficiary.nomineeIdentifier)}
          >
            Delete
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
