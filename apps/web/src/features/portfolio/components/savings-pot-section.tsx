import { Anchor, Group, rem, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { PortfolioSummary } from '@portal/contract/portfolio';
import { Link } from 'react-router';
import { fitAmount, fitSize } from '@/components/ui/fit-amount';
import { Money } from '@/components/ui/money';
import { usePortfolioSummary } from '../api/get-portfolio-summary';
import { PortfolioSection } from './portfolio-section';

// My portfolio (d): the savings pot across the member's two-pot funds, and the way to a savings
// withdrawal from each fund where one may be claimed now (CheckClaimAllowed). The page gives each
// fund's address: an employer fund's under Claims (none for a view without Claims), a retail
// product's under the product's own page.

export const SAVINGS_POT_TITLE = 'Your savings pot';
export const SAVINGS_POT_EMPTY_MESSAGE = 'None of your funds with us has a savings pot.';

type SavingsPotSectionProps = {
  /** The savings withdrawal's address for a fund, when the member may make one there. */
  savingsWithdrawalHref?:
    ((fund: PortfolioSummary['internalFunds'][number]) => string | undefined) | undefined;
};

export function SavingsPotSection({ savingsWithdrawalHref }: SavingsPotSectionProps) {
  const summary = usePortfolioSummary();
  const funds = summary.data?.internalFunds.filter((fund) => fund.savingsPot !== null) ?? [];
  return (
    <PortfolioSection
      title={SAVINGS_POT_TITLE}
      description="Money you may withdraw before retirement under the two-pot system"
      state={summary}
      loadingLabel="Loading your savings pot"
      isEmpty={summary.data !== undefined && funds.length === 0}
      emptyMessage={SAVINGS_POT_EMPTY_MESSAGE}
      skeletonHeight={80}
    >
      {summary.data ? (
        <SavingsPot
          summary={summary.data}
          funds={funds}
          savingsWithdrawalHref={savingsWithdrawalHref}
        />
      ) : null}
    </PortfolioSection>
  );
}

function SavingsPot({
  summary,
  funds,
  savingsWithdrawalHref,
}: {
  summary: PortfolioSummary;
  funds: PortfolioSummary['internalFunds'];
} & SavingsPotSectionProps) {
  const claimable = new Set(summary.savingsPot.claimableSchemeNumbers);
  return (
    <Stack gap="md">
      <Stack gap={2} className={fitAmount.box}>
        <Text size="sm" c="dimmed">
          Available across your funds
        </Text>
        <Text fw={700} c="navy.9" lh={1.2} className={fitAmount.amount} style={fitSize(rem(28))}>
          <Money rand={summary.savingsPot.total} />
        </Text>
      </Stack>
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        className={fitAmount.box}
        style={{ listStyle: 'none' }}
        role="list"
      >
        {funds.map((fund) => {
          const href =
            claimable.has(fund.schemeNumber) && fund.canClaimSavings
              ? savingsWithdrawalHref?.(fund)
              : undefined;
          return (
            <Stack component="li" key={fund.schemeNumber} gap={2}>
              <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
                <Text size="sm" fw={600} style={{ flex: '1 1 8rem', overflowWrap: 'anywhere' }}>
                  {fund.name}
                </Text>
                <Text fw={600} ml="auto" className={fitAmount.amount}>
                  <Money rand={fund.savingsPot ?? 0} />
                </Text>
              </Group>
              {href ? (
                <Anchor component={Link} to={href} size="sm">
                  Withdraw from your savings pot
                  <VisuallyHidden>{` from ${fund.name}`}</VisuallyHidden>
                </Anchor>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
