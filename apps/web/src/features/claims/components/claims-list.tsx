import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '@portal/domain/dates';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Money } from '@/components/ui/money';
import { useMemberClaims } from '../api/get-member-claims';
import { ClaimStatusBadge } from './claim-status-badge';
import { claimsMessages as text } from './messages';

// The claims page's list (the claims issue): each claim's type, case number, submission date,
// status and amount, leading to its details; with loading, error and empty states.

export function ClaimsList({ claimHref }: { claimHref: (caseNo: string) => string }) {
  const claims = useMemberClaims();
  if (claims.isPending) return <ClaimsListSkeleton />;
  if (claims.isError)
    return (
      <ErrorPanel title={text.somethingWentWrong} message={text.claimsError} height="small">
        <Button variant="default" size="sm" onClick={() => void claims.refetch()}>
          Try again
        </Button>
      </ErrorPanel>
    );
  if (claims.data.length === 0)
    return (
      <Paper withBorder radius="md" p="lg">
        <Text fw={700}>{text.noClaims}</Text>
        <Text size="sm">{text.noClaimsHint}</Text>
      </Paper>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label="Your claims">
      {claims.data.map((claim) => (
        <Paper
          key={claim.caseNo}
          component="li"
          withBorder
          radius="md"
          p="md"
          style={{ listStyle: 'none' }}
        >
          {/* The claim's type with its status top right (the badge never floats mid-card on a
              phone); under them the fund and case on the left, the amount on the right, or
              under them when there is no room beside. */}
          <Stack gap={4}>
            <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
              <Anchor component={Link} to={claimHref(claim.caseNo)} fw={700} miw={0}>
                {claim.claimTypeDescription}
              </Anchor>
              <ClaimStatusBadge status={claim.status} />
            </Group>
            <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
                <Text size="sm">{claim.fundName}</Text>
                <Text size="sm" c="dimmed">
                  {`Case ${claim.caseNo}`}
                  {claim.submittedDate
                    ? ` · submitted ${formatDisplayDate(claim.submittedDate)}`
                    : ''}
                </Text>
              </Stack>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                <Money rand={claim.grossAmount} />
              </Text>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

export function ClaimsListSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading your claims">
      <SimpleGrid cols={1} spacing="sm">
        <Skeleton height={96} radius="md" />
        <Skeleton height={96} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}
