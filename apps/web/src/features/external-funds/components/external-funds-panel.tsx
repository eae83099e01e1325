import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  rem,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ExternalFund } from '@portal/contract/portfolio';
import { lazy, useId, useState } from 'react';
import { cardGridColumns } from '@/components/layouts/card-grid';
import { Deferred } from '@/components/ui/deferred';
import { fitAmount, fitSize } from '@/components/ui/fit-amount';
import { Money } from '@/components/ui/money';
import { formatCalendarDate } from '@/lib/format';
import { usePortalName } from '@/lib/portal-config';
import { useExternalFunds } from '../api/get-external-funds';

// The fund form (selects, currency and date fields) and the delete question load when first
// wanted, not with the dashboard.
const DeleteExternalFundModal = lazy(() =>
  import('./delete-external-fund-modal').then(({ DeleteExternalFundModal }) => ({
    default: DeleteExternalFundModal,
  })),
);
const ExternalFundModal = lazy(() =>
  import('./external-fund-modal').then(({ ExternalFundModal }) => ({ default: ExternalFundModal })),
);

// Spec 1 §4 "Data loading": the external funds, with their own error flag and text; each fund can
// be edited or deleted, and another added (spec 1 §7). Spec 2 §2: when an external address for
// adding a fund is configured, a link to it sits beside the form's button.

export const EXTERNAL_FUNDS_HEADING = 'Funds you hold elsewhere';
export const EXTERNAL_FUNDS_ERROR_MESSAGE =
  'Something went wrong uploading your external funds. Please try logging in later.';
export const EXTERNAL_FUNDS_EMPTY_MESSAGE =
  'You have not added any funds you hold with other providers yet.';
export const ADD_EXTERNAL_FUND_BUTTON = 'Add an external fund';

type ExternalFundsPanelProps = {
  /** The heading's level on the page. */
  headingOrder?: 2 | 3;
  /** After an add, edit or delete: the page refreshes what it built from the funds. */
  onChanged?: (() => void) | undefined;
  /** spec 2 §2: the configured external address for adding a fund, if any. */
  addExternalFundUrl?: string | null | undefined;
};

export function ExternalFundsPanel({
  headingOrder = 2,
  onChanged,
  addExternalFundUrl,
}: ExternalFundsPanelProps) {
  const funds = useExternalFunds();
  const headingId = useId();
  const [editing, setEditing] = useState<{ fund?: ExternalFund } | null>(null);
  const [deleting, setDeleting] = useState<ExternalFund | null>(null);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={headingOrder} id={headingId} fz={headingOrder === 2 ? undefined : 'h3'}>
          {EXTERNAL_FUNDS_HEADING}
        </Title>
        <AddActions
          onAdd={() => setEditing({})}
          addExternalFundUrl={addExternalFundUrl}
          isDisabled={funds.isPending}
        />
      </Group>
      {funds.isPending ? (
        <ExternalFundsSkeleton />
      ) : funds.isError ? (
        <Alert color="red.9" variant="light" title="Error!" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{EXTERNAL_FUNDS_ERROR_MESSAGE}</Text>
            <Button variant="outline" size="xs" onClick={() => void funds.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : funds.data.length === 0 ? (
        <Text>{EXTERNAL_FUNDS_EMPTY_MESSAGE}</Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={cardGridColumns(funds.data.length)}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          role="list"
          aria-label={EXTERNAL_FUNDS_HEADING}
        >
          {funds.data.map((fund) => (
            <li key={fund.fundId}>
              <ExternalFundCard
                fund={fund}
                onEdit={() => setEditing({ fund })}
                onDelete={() => setDeleting(fund)}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      <Deferred when={editing !== null}>
        <ExternalFundModal
          opened={editing !== null}
          fund={editing?.fund}
          onClose={() => setEditing(null)}
          onChanged={onChanged}
        />
      </Deferred>
      <Deferred when={deleting !== null}>
        <DeleteExternalFundModal
          fund={deleting}
          onClose={() => setDeleting(null)}
          onChanged={onChanged}
        />
      </Deferred>
    </Stack>
  );
}

function AddActions({
  onAdd,
  addExternalFundUrl,
  isDisabled,
}: {
  onAdd: () => void;
  addExternalFundUrl: string | null | undefined;
  isDisabled: boolean;
}) {
  const portalName = usePortalName();
  return (
    <Group gap="md" wrap="wrap">
      {addExternalFundUrl ? (
        <Anchor href={addExternalFundUrl} target="_blank" rel="noopener noreferrer" size="sm">
          Add a fund on our partner&apos;s site
          <Text span size="xs" c="dimmed">
            {` (leaves ${portalName}, opens in a new tab)`}
          </Text>
        </Anchor>
      ) : null}
      <Button onClick={onAdd} disabled={isDisabled}>
        {ADD_EXTERNAL_FUND_BUTTON}
      </Button>
    </Group>
  );
}

function ExternalFundCard({
  fund,
  onEdit,
  onDelete,
}: {
  fund: ExternalFund;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = useId();
  return (
    <Card component="article" aria-labelledby={headingId} withBorder padding="lg" h="100%">
      <Stack gap="xs" h="100%" className={fitAmount.box}>
        {/* The badge goes under the name when there is no room beside it (large text). */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title
            order={3}
            id={headingId}
            fz="lg"
            style={{ flex: '1 1 9rem', minWidth: 0, overflowWrap: 'break-word' }}
          >
            {fund.productName}
          </Title>
          <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
            {fund.category}
          </Badge>
        </Group>
        <Text size="sm">
          {fund.providerName} · {fund.productTypeName}
        </Text>
        <Text fw={700} c="navy.9" lh={1.2} className={fitAmount.amount} style={fitSize(rem(24))}>
          <Money rand={fund.value} />
        </Text>
        <Text size="sm" c="dimmed">
          Value at {formatCalendarDate(fund.valueDate)}
        </Text>
        {fund.monthlyContribution !== null ? (
          <Text size="sm">
            Monthly contribution{' '}
            <Text span fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
              <Money rand={fund.monthlyContribution} />
            </Text>
          </Text>
        ) : null}
        {fund.notes ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {fund.notes}
          </Text>
        ) : null}
        <Group gap="xs" mt="auto" pt="xs">
          <Button variant="outline" size="xs" onClick={onEdit}>
            Edit
            <VisuallyHidden> {fund.productName}</VisuallyHidden>
          </Button>
          <Button variant="default" size="xs" onClick={onDelete}>
            Delete
            <VisuallyHidden> {fund.productName}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ExternalFundsSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">Loading your external funds</VisuallyHidden>
      <SimpleGrid cols={cardGridColumns(2)} spacing="md" aria-hidden="true">
        {[0, 1].map((index) => (
          <Card key={index} withBorder padding="lg">
            <Stack gap="xs">
              <Skeleton height={24} width="70%" />
              <Skeleton height={20} width="50%" />
              <Skeleton height={30} width="60%" />
              <Skeleton height={20} width="40%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
