import { Button, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { basisPointsFromPercent, formatPercent } from '@portal/domain/money';
import { useState } from 'react';
import { InlineError } from '@/components/ui/inline-error';
import { fundDetailsMessages as text } from './messages';

export type BeneficiaryRow = {
  id: string;
  fullName: string;
  relationship: string;
  allocation: number;
};

export type BeneficiariesState =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; beneficiaries: BeneficiaryRow[] };

type BeneficiariesTabProps = {
  state: BeneficiariesState;
  /** spec 2 §2, §6: retail products show an info line and a Go to form button instead of edits. */
  isRetailView: boolean;
  /** Where the member manages (or, for retail, requests a change to) the nomination. */
  formHref: string;
};

const share = (percent: number) => formatPercent(basisPointsFromPercent(percent));

/**
 * spec 2 §2 Beneficiaries tab, read-only here: a Chart/Details toggle over the retirement
 * nomination of this fund. Adding, editing and deleting happen on the manage beneficiaries page.
 */
export function BeneficiariesTab({ state, isRetailView, formHref }: BeneficiariesTabProps) {
  const [display, setDisplay] = useState<'chart' | 'details'>('details');
  if (state.status === 'pending')
    return (
      <Group justify="center" py="lg">
        <Loader type="dots" aria-label="Loading your beneficiaries" />
      </Group>
    );
  if (state.status === 'error')
    return <InlineError title="Something went wrong" message={text.beneficiariesError} />;
  const { beneficiaries } = state;
  return (
    <Stack gap="md">
      {beneficiaries.length === 0 ? (
        <Stack gap={4}>
          <Title order={3} fz="h5">
            No beneficiaries loaded yet
          </Title>
          <Text size="sm">
            The trustees use your list of beneficiaries as a guide when they distribute your death
            benefit, so it is important to keep it up to date.
          </Text>
        </Stack>
      ) : (
        <>
          <Group justify="flex-end">
            <SegmentedControl
              aria-label="Show beneficiaries as"
              value={display}
              onChange={(value) => setDisplay(value as 'chart' | 'details')}
              data={[
                { value: 'chart', label: 'Chart' },
                { value: 'details', label: 'Details' },
              ]}
              color="navy"
            />
          </Group>
          {display === 'chart' ? (
            <ShareBars beneficiaries={beneficiaries} />
          ) : (
            <DetailsTable beneficiaries={beneficiaries} />
          )}
        </>
      )}
      {isRetailView ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            To change your beneficiaries, complete and submit the nomination form.
          </Text>
          <Button component="a" href={formHref} variant="outline">
            Go to form
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function DetailsTable({ beneficiaries }: { beneficiaries: BeneficiaryRow[] }) {
  return (
    <Table aria-label="Beneficiaries">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>NAME</Table.Th>
          <Table.Th>RELATIONSHIP</Table.Th>
          <Table.Th ta="right">SHARE</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {beneficiaries.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.fullName}</Table.Td>
            <Table.Td>{row.relationship}</Table.Td>
            <Table.Td ta="right">{share(row.allocation)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ShareBars({ beneficiaries }: { beneficiaries: BeneficiaryRow[] }) {
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      role="list"
      aria-label="Beneficiary shares"
    >
      {beneficiaries.map((row) => (
        <li key={row.id}>
          <Group justify="space-between">
            <Text size="sm">{row.fullName}</Text>
            <Text size="sm" fw={700}>
              {share(row.allocation)}
            </Text>
          </Group>
          <svg width="100%" height="10" aria-hidden="true" focusable="false">
            <rect width="100%" height="10" rx="3" fill="#e9ecef" />
            <rect width={`${row.allocation}%`} height="10" rx="3" fill="#1c4e80" />
          </svg>
        </li>
      ))}
    </Stack>
  );
}
