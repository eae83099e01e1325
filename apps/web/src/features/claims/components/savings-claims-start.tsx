import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMoney } from '@/components/ui/money';
import { useClaimAllowed } from '../api/savings-claim';

// The claims page's start of a savings withdrawal (the claims issue): each two-pot fund with its
// savings pot and either the way into the claim or why it cannot be made now (a claim in progress
// that blocks it is named, with a link to it); and the way to report a member's death.

export function SavingsClaimsStart({
  withdrawalHref,
  reportDeathHref,
  claimHref,
}: {
  withdrawalHref: (schemeNumber: string) => string;
  reportDeathHref: string;
  claimHref?: (caseNo: string) => string;
}) {
  const allowed = useClaimAllowed();
  const money = useMoney();
  return (
    <Stack gap="sm" component="section" aria-labelledby="savings-withdrawal-heading">
      <Title order={2} fz="h3" id="savings-withdrawal-heading">
        Withdraw from your savings pot
      </Title>
      {allowed.isPending ? (
        <Skeleton height={96} radius="md" aria-label="Loading your savings pots" />
      ) : allowed.isError ? (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              Something went wrong checking your savings pots. Please try again later.
            </Text>
            <Button variant="default" size="xs" onClick={() => void allowed.refetch()}>
              Try again
            </Button>
          </Group>
        </Paper>
      ) : allowed.data.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Text size="sm">None of your funds has a savings pot you can withdraw from.</Text>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label="Your savings pots">
          {allowed.data.map((fund) => (
            <Paper
              key={fund.schemeNumber}
              component="li"
              withBorder
              radius="md"
              p="md"
              style={{ listStyle: 'none' }}
            >
              <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                  <Text fw={700}>{fund.fundName}</Text>
                  <Text size="sm">{`Savings pot: ${money.rand(fund.savingsPot)}`}</Text>
                  {fund.isAllowed ? null : <Text size="sm">{fund.reason}</Text>}
                  {!fund.isAllowed && fund.blockingCaseNo && claimHref ? (
                    <Anchor component={Link} to={claimHref(fund.blockingCaseNo)} size="sm">
                      {`View claim ${fund.blockingCaseNo}`}
                    </Anchor>
                  ) : null}
                </Stack>
                {fund.isAllowed ? (
                  <Button
                    component={Link}
                    to={withdrawalHref(fund.schemeNumber)}
                    aria-label={`Make a savings withdrawal from ${fund.fundName}`}
                  >
                    Make a savings withdrawal
                  </Button>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Text size="sm">
        {'Has a member of the fund passed away? '}
        <Anchor component={Link} to={reportDeathHref} underline="always">
          Report a death
        </Anchor>
      </Text>
    </Stack>
  );
}
