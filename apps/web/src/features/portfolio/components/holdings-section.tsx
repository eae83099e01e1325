import { Box, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PortfolioSummary } from '@portal/contract/portfolio';
import { Money } from '@/components/ui/money';
import { formatCalendarDate } from '@/lib/format';
import { usePortfolioSummary } from '../api/get-portfolio-summary';
import { PortfolioSection } from './portfolio-section';
import { valueAgeText } from './portfolio-texts';

// My portfolio (a): the total of everything the member holds: the funds with us at today's value
// and the funds held elsewhere at the value the member stated, with its date and how old it is.
// Life and funeral cover pay out on an event: their amounts are shown apart, not in the total.

export const HOLDINGS_TITLE = 'Everything you hold';
export const HOLDINGS_EMPTY_MESSAGE =
  'You have no funds with us and have not added any funds you hold elsewhere yet.';
export const COVERS_TITLE = 'Your cover (not included in the total)';

export function HoldingsSection() {
  const summary = usePortfolioSummary();
  const data = summary.data;
  return (
    <PortfolioSection
      title={HOLDINGS_TITLE}
      description={
        data ? `Funds with us at their value on ${formatCalendarDate(data.asOf)}` : undefined
      }
      state={summary}
      loadingLabel="Loading your holdings"
      isEmpty={data !== undefined && data.internalFunds.length + data.externalFunds.length === 0}
      emptyMessage={HOLDINGS_EMPTY_MESSAGE}
      skeletonHeight={200}
    >
      {data ? <Holdings summary={data} /> : null}
      {data && data.covers.length > 0 ? <Covers covers={data.covers} /> : null}
    </PortfolioSection>
  );
}

function Holdings({ summary }: { summary: PortfolioSummary }) {
  const { totals } = summary;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Figure label="Total" amount={totals.total} isMain />
        <Figure label="With us" amount={totals.internal} />
        <Figure label="Held elsewhere" amount={totals.external} />
      </SimpleGrid>
      <Table verticalSpacing="xs" layout="fixed" aria-label="Your holdings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Fund</Table.Th>
            <Table.Th scope="col" ta="right" w="40%">
              Value
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.internalFunds.map((fund) => (
            <Table.Tr key={`internal-${fund.schemeNumber}`}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm" fw={600}>
                  {fund.name}
                </Text>
                <Text size="xs" c="dimmed">
                  With us · {fund.category}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Amount rand={fund.value} />
                {fund.calculationDate ? (
                  <Text size="xs" c="dimmed">
                    at {formatCalendarDate(fund.calculationDate)}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
          {summary.externalFunds.map((fund) => (
            <Table.Tr key={`external-${fund.fundId}`}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm" fw={600}>
                  {fund.productName}
                </Text>
                <Text size="xs" c="dimmed">
                  {fund.providerName} · {fund.category}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Amount rand={fund.value} />
                <Text size="xs" c="dimmed">
                  at {formatCalendarDate(fund.valueDate)},{' '}
                  {valueAgeText(fund.valueDate, summary.asOf, fund.valueAgeDays)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Covers({ covers }: { covers: PortfolioSummary['covers'] }) {
  return (
    <Box mt="lg">
      <Title order={3} fz="h5" mb="xs">
        {COVERS_TITLE}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Cover pays out when the insured event happens; it is not money you hold today.
      </Text>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} role="list">
        {covers.map((cover, index) => (
          <Group
            component="li"
            key={`${cover.name}-${index}`}
            justify="space-between"
            gap="sm"
            wrap="wrap"
          >
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {cover.name}{' '}
              <Text span size="xs" c="dimmed">
                ({cover.kind})
              </Text>
            </Text>
            <Amount rand={cover.amount} />
          </Group>
        ))}
      </Stack>
    </Box>
  );
}

function Figure({
  label,
  amount,
  isMain = false,
}: {
  label: string;
  amount: number;
  isMain?: boolean;
}) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        fz={isMain ? 28 : 20}
        fw={700}
        c="navy.9"
        lh={1.2}
        data-testid={`holdings-${label.toLowerCase().replace(/\s+/g, '-')}`}
      >
        <Money rand={amount} />
      </Text>
    </Stack>
  );
}

function Amount({ rand }: { rand: number }) {
  return (
    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      <Money rand={rand} />
    </Text>
  );
}
