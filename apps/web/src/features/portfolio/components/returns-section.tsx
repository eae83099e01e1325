import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { PortfolioReturn } from '@portal/contract/portfolio';
import { formatCalendarDate } from '@/lib/format';
import { usePortfolioHistory } from '../api/get-portfolio-history';
import { usePortfolioSummary } from '../api/get-portfolio-summary';
import { usePortfolioWindow } from '../hooks/use-portfolio-window';
import { PortfolioSection } from './portfolio-section';
import { returnText } from './portfolio-texts';

// My portfolio (e): the money-weighted return of all the member's funds with us together and of
// each fund, all over the window the member chose (12 months, 3 or 5 years) and the same dates.

export const RETURNS_TITLE = 'Your returns';
export const COMBINED_RETURN_ERROR =
  'Something went wrong working out your combined return. Please try again.';
export const RETURNS_EMPTY_MESSAGE = 'You have no funds with us to show a return for.';

export function ReturnsSection() {
  const summary = usePortfolioSummary();
  const [years] = usePortfolioWindow();
  const history = usePortfolioHistory(years);
  const funds = summary.data?.internalFunds ?? [];
  // One period for the whole card: the funds' returns are over the window the member chose.
  const windowWords = years === 1 ? '12 months' : `${years} years`;
  return (
    <PortfolioSection
      title={RETURNS_TITLE}
      description="Money-weighted returns after all fees and premiums: what your money earned, allowing for when it went in and out"
      state={{
        isPending: summary.isPending,
        isError: summary.isError,
        refetch: () => Promise.all([summary.refetch(), history.refetch()]),
      }}
      loadingLabel="Loading your returns"
      isEmpty={summary.data !== undefined && funds.length === 0}
      emptyMessage={RETURNS_EMPTY_MESSAGE}
    >
      <Stack gap="md">
        <Stack gap={2} role="group" aria-label="All your funds with us together">
          <Text size="sm" c="dimmed">
            {`All your funds with us together, over the last ${windowWords}`}
          </Text>
          {history.isPending ? (
            <Text size="sm">Working out your combined return…</Text>
          ) : history.isError ? (
            <Group gap="xs" role="alert">
              <Text size="sm">{COMBINED_RETURN_ERROR}</Text>
              <Button variant="outline" size="xs" onClick={() => void history.refetch()}>
                Try again
              </Button>
            </Group>
          ) : (
            <ReturnFigure result={history.data.combinedReturn} isMain />
          )}
        </Stack>
        <Table
          verticalSpacing="xs"
          layout="fixed"
          aria-label={`Each fund's return over ${windowWords}`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Fund</Table.Th>
              <Table.Th scope="col" w="45%">
                {`Last ${windowWords}`}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {funds.map((fund) => {
              const periodReturn = history.data?.funds.find(
                (f) => f.schemeNumber === fund.schemeNumber,
              )?.periodReturn;
              return (
                <Table.Tr key={fund.schemeNumber}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm">{fund.name}</Text>
                  </Table.Td>
                  <Table.Td>
                    {periodReturn ? (
                      <ReturnFigure result={periodReturn} />
                    ) : (
                      <Text size="sm">{history.isError ? 'Not available' : 'Working it out…'}</Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </PortfolioSection>
  );
}

function ReturnFigure({ result, isMain = false }: { result: PortfolioReturn; isMain?: boolean }) {
  const isOk = result.status === 'ok' && result.irrPct !== null;
  return (
    <Stack gap={0}>
      <Text
        size={isOk ? (isMain ? 'xl' : 'sm') : 'sm'}
        fw={isOk ? 700 : 400}
        c={isOk ? 'navy.9' : undefined}
      >
        {returnText(result)}
      </Text>
      <Text size="xs" c="dimmed">
        {formatCalendarDate(result.from)} to {formatCalendarDate(result.to)}
      </Text>
    </Stack>
  );
}
