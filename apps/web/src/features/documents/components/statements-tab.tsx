import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useStatements } from '../api/get-statements';
import { useStatementFilters } from '../hooks/use-statement-filters';
import { LatestStatements } from './latest-statements';
import { LoadingSkeleton } from './loading-skeleton';
import { documentsMessages as text } from './messages';
import { OnDemandStatement } from './on-demand-statement';
import { SectionError } from './section-error';
import { StatementHistory } from './statement-history';

/** spec 3 §2.10: the latest statements, an on-demand statement and the statement history. */
export function StatementsTab() {
  const { filters } = useStatementFilters();
  const statements = useStatements(filters);

  return (
    <Stack gap="xl">
      {statements.isPending ? (
        <LoadingSkeleton label="Loading your statements">
          <LatestStatementsSkeleton />
        </LoadingSkeleton>
      ) : statements.isError ? (
        <SectionError message={text.statementsError} onRetry={() => void statements.refetch()} />
      ) : (
        <LatestStatements statements={statements.data.latestDetails} />
      )}
      <OnDemandStatement />
      {statements.isPending ? (
        <LoadingSkeleton label="Loading your statement history">
          <HistorySkeleton />
        </LoadingSkeleton>
      ) : statements.isError ? null : (
        <StatementHistory data={statements.data} isUpdating={statements.isPlaceholderData} />
      )}
    </Stack>
  );
}

function LatestStatementsSkeleton() {
  return (
    <Stack gap="sm">
      <Skeleton height={24} width={180} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={132} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function HistorySkeleton() {
  return (
    <Stack gap="sm">
      <Skeleton height={24} width={200} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={56} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The tab's outline while the page or its statements load. */
export function StatementsTabSkeleton() {
  return (
    <LoadingSkeleton label="Loading your statements">
      <Stack gap="xl">
        <LatestStatementsSkeleton />
        <Skeleton height={180} radius="md" />
        <HistorySkeleton />
      </Stack>
    </LoadingSkeleton>
  );
}
