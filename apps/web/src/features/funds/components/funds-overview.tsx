import {
  Alert,
  Card,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { InternalFund } from '@portal/contract/fund';
import { cardGridColumns } from '@/components/layouts/card-grid';
import { useInternalFunds } from '../api/get-internal-funds';
import { FundCard } from './fund-card';

// Spec 1 §4 "Data loading" and the dashboard's fund overview texts.
export const FUNDS_ERROR_MESSAGE =
  'Something went wrong uploading your Fund overview. Please try logging in later.';
export const FUNDS_EMPTY_MESSAGE = 'You have no funds with us yet.';
const SKELETON_CARDS = 3;

type FundsOverviewProps = {
  /** The address of a fund's details page, when the page is available (composed by the route). */
  fundHref?: ((fund: InternalFund) => string | undefined) | undefined;
};

/** The "Your funds" section of the dashboard. */
export function FundsOverview({ fundHref }: FundsOverviewProps = {}) {
  const funds = useInternalFunds();
  return (
    <Stack component="section" aria-labelledby="funds-heading" gap="md">
      <Title order={2} id="funds-heading">
        Your funds
      </Title>
      {funds.isPending ? (
        <FundsSkeleton />
      ) : funds.isError ? (
        <Alert color="red" variant="light" title="Error!" role="alert">
          {FUNDS_ERROR_MESSAGE}
        </Alert>
      ) : (
        <FundList funds={funds.data} fundHref={fundHref} />
      )}
    </Stack>
  );
}

function FundList({ funds, fundHref }: { funds: InternalFund[] } & FundsOverviewProps) {
  if (funds.length === 0) return <Text>{FUNDS_EMPTY_MESSAGE}</Text>;
  return (
    <SimpleGrid
      component="ul"
      cols={cardGridColumns(funds.length)}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      // Safari drops list semantics once list-style is none, unless the role is explicit.
      role="list"
      aria-label="Your funds"
    >
      {funds.map((fund) => (
        <li key={`${fund.schemeNumber}-${fund.membershipNumber}`}>
          <FundCard fund={fund} href={fundHref?.(fund)} />
        </li>
      ))}
    </SimpleGrid>
  );
}

function FundsSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">Loading your funds</VisuallyHidden>
      <FundCardsSkeleton />
    </div>
  );
}

/** The fund cards' places, the size of a card (title, membership number, value, its date). */
export function FundCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Card key={index} withBorder padding="lg">
          <Stack gap="xs">
            <Skeleton height={24} width="70%" />
            <Skeleton height={20} width="50%" />
            <Skeleton height={34} width="60%" />
            <Skeleton height={20} width="40%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
