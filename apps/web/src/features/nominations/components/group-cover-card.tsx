import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { FundGroupCover, GroupCoverBenefit } from '@portal/contract/group-cover';
import { Link } from 'react-router';
import { useMoney, type MoneyFormat } from '@/components/ui/money';
import { formatCalendarDate } from '@/lib/format';

// The dashboard's Group cover card (docs/decisions/037-group-cover-stated.md): for each employer
// fund whose rules give cover, the benefits on the member's salary and the premium a month, or,
// once the membership is paid-up, the date the cover ended and the fund's continuation option.
// Group cover is the fund's, paid out by the trustees: it stands apart from the policies the
// member nominates beneficiaries for.

const percent = (value: number) => `${value.toFixed(2)}% of salary a year`;

/** The funds whose cover is in force or has ended; a fund without group cover is not listed. */
export function fundsWithGroupCover(covers: readonly FundGroupCover[]): FundGroupCover[] {
  return covers.filter((fund) => fund.cover.status !== 'none');
}

function amountOf(benefit: GroupCoverBenefit, money: MoneyFormat): string {
  const amount = money.rand(benefit.amount);
  return benefit.paid === 'monthly' ? `${amount} a month` : amount;
}

type GroupCoverCardProps = {
  /** The funds with cover (fundsWithGroupCover). */
  covers: readonly FundGroupCover[];
  /** Where a fund's Cover section is; none when fund details are off. */
  coverHref?: (schemeNumber: string) => string;
};

/** What each employer fund insures the member for, and what it costs a month. */
export function GroupCoverCard({ covers, coverHref }: GroupCoverCardProps) {
  const money = useMoney();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby="group-cover-card-title"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} fz="lg" id="group-cover-card-title">
            Group cover
          </Title>
          <Text size="sm" c="dimmed">
            Cover your employer&apos;s fund holds for you, paid for from your fund each month.
          </Text>
        </Stack>
        {covers.map(({ schemeNumber, fundName, cover }) => (
          <Stack key={schemeNumber} gap="xs" component="section" aria-label={fundName}>
            <Title order={4} fz="md" style={{ overflowWrap: 'anywhere' }}>
              {fundName}
            </Title>
            {cover.status === 'ended' ? (
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  {cover.endedOn
                    ? `Cover ended on ${formatCalendarDate(cover.endedOn)}`
                    : 'Cover ended'}
                </Text>
                {cover.note ? <Text size="sm">{cover.note}</Text> : null}
              </Stack>
            ) : (
              <Stack component="dl" gap="xs" m={0}>
                {cover.benefits.map((benefit) => (
                  <div key={benefit.benefit}>
                    <Text component="dt" size="sm" c="dimmed">
                      {benefit.label}
                    </Text>
                    <Text component="dd" m={0} fw={600}>
                      {amountOf(benefit, money)}
                    </Text>
                    <Text component="dd" m={0} size="sm">
                      {benefit.basis}
                    </Text>
                  </div>
                ))}
                <div>
                  <Text component="dt" size="sm" c="dimmed">
                    Premium
                  </Text>
                  <Text component="dd" m={0} fw={600}>
                    {money.rand(cover.monthlyPremium)} a month
                  </Text>
                  <Text component="dd" m={0} size="sm">
                    {percent(cover.premiumRate)}
                  </Text>
                </div>
              </Stack>
            )}
            {coverHref ? (
              <Anchor component={Link} to={coverHref(schemeNumber)} size="sm" fw={600}>
                See the cover of {fundName}
              </Anchor>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
