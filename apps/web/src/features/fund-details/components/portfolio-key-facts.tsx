import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PortfolioKeyFacts } from '@portal/contract/fund-details';
import { useId, type ReactNode } from 'react';

// A portfolio's key facts from its fact sheet (minimum disclosure document): its ASISA category,
// total investment charge, risk profile with what it means, and Regulation 28 compliance. Each
// term sits above its value, so the list reads the same at 320 px as on a desktop.

function percent(value: number | null): string {
  return value === null ? 'not stated' : `${value.toFixed(2)} %`;
}

export function ticText(facts: PortfolioKeyFacts): string {
  if (facts.totalInvestmentCharge === null) return 'Not stated';
  return `${percent(facts.totalInvestmentCharge)} a year: the total expense ratio (${percent(facts.totalExpenseRatio)}) and transaction costs (${percent(facts.transactionCosts)}), already taken from the unit price.`;
}

export function regulation28Text(compliant: boolean | null): string {
  if (compliant === null) return 'Not stated';
  return compliant
    ? 'Complies: the portfolio keeps within the limits Regulation 28 sets on how retirement savings are invested.'
    : 'Does not comply on its own: it is not managed within Regulation 28’s limits, so a retirement fund offers it only as part of an investment that complies as a whole.';
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {term}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** The key facts as a description list. */
export function KeyFactsList({ facts }: { facts: PortfolioKeyFacts }) {
  return (
    <Stack component="dl" gap={6} m={0}>
      <Fact term="Category">{facts.asisaCategory ?? 'Not stated'}</Fact>
      <Fact term="Total investment charge (TIC)">{ticText(facts)}</Fact>
      <Fact term="Risk profile">
        <Text component="span" fw={600} size="sm">
          {facts.riskRating}.
        </Text>{' '}
        {facts.riskMeaning}
      </Fact>
      <Fact term="Regulation 28">{regulation28Text(facts.regulation28Compliant)}</Fact>
    </Stack>
  );
}

type KeyFactsState =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; byUdwId: ReadonlyMap<string, PortfolioKeyFacts> };

/** What to show in place of a portfolio's key facts while they load, or if they failed. */
export function KeyFactsPlaceholder({ state }: { state: KeyFactsState }) {
  if (state.status === 'pending')
    return (
      <Text size="sm" c="dimmed">
        Loading the key facts…
      </Text>
    );
  return (
    <Text size="sm">
      The key facts could not be loaded right now. The fact sheet you can download has them all.
    </Text>
  );
}

export type { KeyFactsState };

/** Desktop: each portfolio's key facts as a card, in a grid below the portfolios table. */
export function KeyFactsGrid({
  portfolios,
  state,
}: {
  portfolios: readonly { name: string; udwID: string }[];
  state: KeyFactsState;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Text component="h3" fw={700} size="lg" id={headingId} mb="xs">
        Key facts of each portfolio
      </Text>
      {state.status !== 'success' ? (
        <KeyFactsPlaceholder state={state} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
          {portfolios.map((portfolio) => {
            const facts = state.byUdwId.get(portfolio.udwID);
            return (
              <Card
                key={portfolio.udwID}
                withBorder
                radius="md"
                padding="md"
                component="article"
                aria-label={`Key facts of ${portfolio.name}`}
              >
                <Text component="h4" fw={700} mb="xs">
                  {portfolio.name}
                </Text>
                {facts ? (
                  <KeyFactsList facts={facts} />
                ) : (
                  <Text size="sm">The fact sheet you can download has this portfolio’s facts.</Text>
                )}
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </section>
  );
}
