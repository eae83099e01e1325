import { Box, Group, rem, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PortfolioSummary } from '@portal/contract/portfolio';
import { fitAmount, fitSize } from '@/components/ui/fit-amount';
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
      {/* A list rather than a two-column table: on a narrow screen (or with large text) each
          value goes under its fund's name instead of into a column too narrow for it. */}
      <Stack
        component="ul"
        aria-label="Your holdings"
        gap={0}
        p={0}
        m={0}
        className={fitAmount.box}
        style={{ listStyle: 'none' }}
        role="list"
      >
        {summary.internalFunds.map((fund) => (
          <Holding
            key={`internal-${fund.schemeNumber}`}
            name={fund.name}
            about={`With us · ${fund.category}`}
            value={fund.value}
            note={
              fund.calculationDate ? `at ${formatCalendarDate(fund.calculationDate)}` : undefined
            }
          />
        ))}
        {summary.externalFunds.map((fund) => (
          <Holding
            key={`external-${fund.fundId}`}
            name={fund.productName}
            about={`${fund.providerName} · ${fund.category}`}
            value={fund.value}
            note={`at ${formatCalendarDate(fund.valueDate)}, ${valueAgeText(fund.valueDate, summary.asOf, fund.valueAgeDays)}`}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function Holding({
  name,
  about,
  value,
  note,
}: {
  name: string;
  about: string;
  value: number;
  note?: string | undefined;
}) {
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      gap="xs"
      wrap="wrap"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Box style={{ flex: '1 1 8rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {about}
        </Text>
      </Box>
      <Box ta="right" ml="auto" style={{ minWidth: 0 }}>
        <Amount rand={value} />
        {note ? (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Box>
    </Group>
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
      <Stack
        gap={6}
        component="ul"
        p={0}
        m={0}
        className={fitAmount.box}
        style={{ listStyle: 'none' }}
        role="list"
      >
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
    <Stack gap={2} className={fitAmount.box}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        className={fitAmount.amount}
        style={fitSize(rem(isMain ? 28 : 20))}
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
    <Text fw={600} className={fitAmount.amount}>
      <Money rand={rand} />
    </Text>
  );
}
