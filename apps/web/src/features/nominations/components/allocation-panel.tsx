import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { allocationBanner } from '@portal/domain/allocation';
import { percentFromBasisPoints } from '@portal/domain/money';
import { PercentageInput } from '@/components/ui/percentage-input';
import type { BeneficiaryRow } from '../hooks/use-manage-beneficiaries';
import { rowName } from '../utils/beneficiary-values';
import { EditIcon, PlusIcon, TrashIcon } from './icons';

export const ALLOCATION_INSTRUCTION =
  'Adjust the allocation percentage by typing in numbers until it adds up to 100%';

type AllocationPanelProps = {
  rows: readonly BeneficiaryRow[];
  shares: readonly number[];
  onShareChange: (key: string, allocation: string) => void;
  onEdit: (key: string) => void;
  /** Absent when rows may not be deleted (funeral, spec 1 §4). */
  onDelete?: (key: string) => void;
  /** Absent when rows may not be added (a funeral Edit, spec 1 §4). */
  onAdd?: () => void;
};

/**
 * spec 1 §2.5 allocation panel: remaining share, allocated percentage, an editable share per
 * beneficiary, the banner 'You have assigned X% of the available 100%' with its hint, and Add
 * beneficiary ('Add' on mobile) where rows may be added.
 */
export function AllocationPanel({
  rows,
  shares,
  onShareChange,
  onEdit,
  onDelete,
  onAdd,
}: AllocationPanelProps) {
  const isMobile = useMediaQuery('(max-width: 48em)');
  const banner = allocationBanner(shares);
  const isComplete = banner.hint === null;
  // A colour without a shade gets Mantine's light tint (with a shade, 'teal.9', the light variant
  // paints the box solid in that colour and hides the title); the title takes the contrast shade 9.
  const tone = isComplete ? 'teal' : 'amber';
  return (
    <Stack gap="md" component="section" aria-labelledby="allocation-heading">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          {/* Focus lands here when the panel replaces the form or a confirmation. */}
          <Text
            fw={700}
            id="allocation-heading"
            component="h3"
            fz="lg"
            m={0}
            tabIndex={-1}
            data-autofocus
          >
            Allocation
          </Text>
          <Text size="sm">{ALLOCATION_INSTRUCTION}</Text>
        </Stack>
        {onAdd ? (
          <Button variant="outline" leftSection={<PlusIcon />} onClick={onAdd}>
            {isMobile ? 'Add' : 'Add beneficiary'}
          </Button>
        ) : null}
      </Group>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" aria-label="Share per beneficiary">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Beneficiary</Table.Th>
              <Table.Th w={160}>Share</Table.Th>
              <Table.Th w={96}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const name = rowName(row.data.values);
              return (
                <Table.Tr key={row.key}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>
                    <PercentageInput
                      aria-label={`Share for ${name}`}
                      value={row.data.values.allocation}
                      onChange={(text) => onShareChange(row.key, text)}
                      size="sm"
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${name}`}
                        onClick={() => onEdit(row.key)}
                      >
                        <EditIcon />
                      </ActionIcon>
                      {onDelete ? (
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          aria-label={`Delete ${name}`}
                          onClick={() => onDelete(row.key)}
                        >
                          <TrashIcon />
                        </ActionIcon>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="xl">
        <Text size="sm">
          Allocated: <strong>{percentFromBasisPoints(banner.total)}%</strong>
        </Text>
        <Text size="sm">
          Remaining share: <strong>{percentFromBasisPoints(banner.remaining)}%</strong>
        </Text>
      </Group>
      <Alert
        variant="light"
        color={tone}
        role="status"
        aria-live="polite"
        title={banner.text}
        styles={{ title: { color: `var(--mantine-color-${tone}-9)` } }}
      >
        {banner.hint}
      </Alert>
    </Stack>
  );
}
