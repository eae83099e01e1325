import { Badge, Group, rem, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { FundOverview } from '@portal/contract/fund-details';
import { centsFromRand } from '@portal/domain/money';
import { vestedCents } from '@portal/domain/fund-details';
import { fitAmount, fitSize } from '@/components/ui/fit-amount';
import { Money, useMoney } from '@/components/ui/money';
import { formatCalendarDate } from '@/lib/format';
import { PotsHelp } from './vested-help';

type FundOverviewHeaderProps = {
  overview: FundOverview;
  /** spec 2 §2: institutional and custom-view members see the pots; retail members one total. */
  showPots: boolean;
  /** The fund is split into the savings and retirement pots of 1 September 2024. */
  isTwoPot: boolean;
  /** 3 inside the mobile page's 'Fund Details' panel, whose title is the h2. */
  headingOrder?: 2 | 3;
};

/** spec 2 §2 overview header: product name, total value, calculation date and a wallet icon. */
export function FundOverviewHeader({
  overview,
  showPots,
  isTwoPot,
  headingOrder = 2,
}: FundOverviewHeaderProps) {
  const money = useMoney();
  const vested = vestedCents(
    centsFromRand(overview.available),
    centsFromRand(overview.notAvailable),
  );
  const pots = [
    ['Vested', money.cents(vested)],
    ['Savings', money.rand(overview.savings)],
    ['Retirement', money.rand(overview.retirement)],
  ] as const;
  return (
    <Stack gap="sm">
      {/* The name and total go under the icon when there is no room beside it (a phone with
          large text), rather than break inside their words. */}
      <Group gap="md" wrap="wrap" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light" color="navy" aria-hidden="true">
          <WalletIcon />
        </ThemeIcon>
        <Stack gap={2} className={fitAmount.box} style={{ flex: '1 1 12rem' }}>
          <Title
            order={headingOrder}
            fz="h3"
            id="fund-overview-heading"
            style={{ overflowWrap: 'break-word' }}
          >
            {overview.name}
          </Title>
          {/* Drawn smaller where its column is narrow, so a large total stays on one line. */}
          <Text fw={700} c="navy.9" lh={1.2} className={fitAmount.amount} style={fitSize(rem(28))}>
            <Money rand={overview.totalValue} wrapsByGroup />
          </Text>
          {overview.calculationDate ? (
            <Text size="sm" c="dimmed">
              Value at {formatCalendarDate(overview.calculationDate)}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {showPots ? (
        <Group
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          role="list"
          aria-label="Two-pot components"
        >
          {pots.map(([label, value]) => (
            <li key={label} style={{ maxWidth: '100%' }}>
              <Badge size="lg" variant="light" color="navy" tt="none" fw={600}>
                {label}: {value}
              </Badge>
            </li>
          ))}
        </Group>
      ) : null}
      {showPots ? <PotsHelp overview={overview} isTwoPot={isTwoPot} /> : null}
    </Stack>
  );
}

function WalletIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1V7Zm0 0V6a2 2 0 0 1 2-2h10v3"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M16 13.5h2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
