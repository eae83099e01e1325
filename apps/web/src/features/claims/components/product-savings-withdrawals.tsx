import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ClaimType } from '@portal/domain/claims';
import { formatDisplayDate } from '@portal/domain/dates';
import { Link } from 'react-router';
import { Money, useMoney } from '@/components/ui/money';
import { useMemberClaims } from '../api/get-member-claims';
import { useClaimAllowed } from '../api/savings-claim';
import { ClaimStatusBadge } from './claim-status-badge';

// A retail product's savings withdrawals, on the product's page (retail members have no Claims
// page, spec 1 §2.1): the savings pot as CheckClaimAllowed gives it (My portfolio's figure), the
// way into a withdrawal or why one cannot be made now, and each withdrawal claimed from the product
// leading to its progress.

type ProductSavingsWithdrawalsProps = {
  schemeNumber: string;
  withdrawalHref: string;
  claimHref: (caseNo: string) => string;
};

const SAVINGS_CLAIM_TYPES: readonly number[] = [ClaimType.Savings, ClaimType.RetailSavings];

export function ProductSavingsWithdrawals({
  schemeNumber,
  withdrawalHref,
  claimHref,
}: ProductSavingsWithdrawalsProps) {
  const allowed = useClaimAllowed(schemeNumber);
  const claims = useMemberClaims();
  const money = useMoney();
  if (allowed.isPending || claims.isPending)
    return <Skeleton height={96} radius="md" aria-label="Loading your savings withdrawals" />;
  if (allowed.isError || claims.isError)
    return (
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Something went wrong checking your savings pot. Please try again later.
        </Text>
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            void allowed.refetch();
            void claims.refetch();
          }}
        >
          Try again
        </Button>
      </Group>
    );
  const pot = allowed.data[0];
  if (!pot) return <Text size="sm">This product has no savings pot you can withdraw from.</Text>;
  const own = claims.data.filter(
    (claim) => claim.schemeNumber === schemeNumber && SAVINGS_CLAIM_TYPES.includes(claim.claimType),
  );
  const draft = own.find((claim) => claim.status === 'Draft');
  const made = own.filter((claim) => claim.status !== 'Draft');
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {pot.priceDate
            ? `In your savings pot at ${formatDisplayDate(pot.priceDate)}`
            : 'In your savings pot'}
        </Text>
        <Text fw={700} fz="xl">
          {money.rand(pot.savingsPot)}
        </Text>
      </Stack>
      {draft ? (
        <Button component={Link} to={withdrawalHref} w="fit-content">
          Continue your savings withdrawal
        </Button>
      ) : pot.isAllowed ? (
        <Button component={Link} to={withdrawalHref} w="fit-content">
          Withdraw from your savings pot
        </Button>
      ) : (
        <Stack gap={4}>
          <Text size="sm">{pot.reason}</Text>
          {pot.blockingCaseNo && own.some((claim) => claim.caseNo === pot.blockingCaseNo) ? (
            <Anchor component={Link} to={claimHref(pot.blockingCaseNo)} size="sm">
              {`View claim ${pot.blockingCaseNo}`}
            </Anchor>
          ) : null}
        </Stack>
      )}
      {made.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} fz="md">
            Your savings withdrawals from this product
          </Title>
          <Stack component="ul" gap="sm" p={0} m={0} aria-label="Your savings withdrawals">
            {made.map((claim) => (
              <Paper
                key={claim.caseNo}
                component="li"
                withBorder
                radius="md"
                p="sm"
                style={{ listStyle: 'none' }}
              >
                <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                  <Stack gap={2} style={{ flex: '1 1 12rem', minWidth: 0 }}>
                    <Anchor component={Link} to={claimHref(claim.caseNo)} fw={700}>
                      {`Claim ${claim.caseNo}`}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {claim.submittedDate
                        ? `Submitted ${formatDisplayDate(claim.submittedDate)} · amount claimed `
                        : 'Amount claimed '}
                      <Money rand={claim.grossAmount} />
                    </Text>
                  </Stack>
                  <ClaimStatusBadge status={claim.status} />
                </Group>
              </Paper>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
