import { Alert, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { GroupCover, GroupCoverBenefit } from '@portal/contract/fund-details';
import { useMoney, type MoneyFormat } from '@/components/ui/money';
import { formatCalendarDate } from '@/lib/format';

// The employer fund's group cover (docs/decisions/037-group-cover-stated.md): each benefit as
// the fund's rules give it, its amount on the member's salary and the premium that pays for it,
// the premiums together being the "Group risk benefit premium" rows among the fees.

const percent = (value: number) => `${value.toFixed(2)}% of salary a year`;

function amountOf(benefit: GroupCoverBenefit, money: MoneyFormat): string {
  const amount = money.rand(benefit.amount);
  return benefit.paid === 'monthly' ? `${amount} a month` : amount;
}

type CoverSectionProps = { cover: GroupCover; isMobile: boolean };

/** The Cover section of fund details: what the member is insured for and what it costs. */
export function CoverSection({ cover, isMobile }: CoverSectionProps) {
  const money = useMoney();
  if (cover.status === 'none') return <Text>{cover.note}</Text>;
  const isEnded = cover.status === 'ended';
  const salary = cover.salary === null ? null : money.rand(cover.salary);
  return (
    <Stack gap="md">
      {isEnded && cover.endedOn ? (
        <Alert
          color="orange"
          variant="light"
          title="Your group cover has ended"
          // The title in the text's own colour: orange on its light ground is too faint to read.
          styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
        >
          <Stack gap={6}>
            <Text size="sm">
              Your group cover and its premiums stopped on {formatCalendarDate(cover.endedOn)}, when
              your membership became paid-up: no contributions are paid from then. The benefits
              below are what the cover was on your last salary.
            </Text>
            {cover.note ? <Text size="sm">{cover.note}</Text> : null}
          </Stack>
        </Alert>
      ) : null}
      <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm" m={0}>
        <Figure
          label={isEnded ? 'Last annual salary' : 'Annual salary the cover follows'}
          value={salary ?? '—'}
        />
        <Figure label="Premium rate" value={percent(cover.premiumRate)} />
        <Figure
          label={isEnded ? 'Premium a month now' : 'Premium a month'}
          value={money.rand(cover.monthlyPremium)}
        />
      </SimpleGrid>
      {isMobile ? (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {cover.benefits.map((benefit) => (
            <li key={benefit.benefit}>
              <Text fw={700}>{benefit.label}</Text>
              <Text size="sm" c="dimmed">
                {benefit.basis}
              </Text>
              <Text size="sm">
                {isEnded ? 'Was ' : ''}
                {amountOf(benefit, money)}
              </Text>
              <Text size="sm">
                {isEnded ? 'Premium was ' : 'Premium '}
                {money.rand(benefit.monthlyPremium)} a month ({percent(benefit.premiumRate)})
              </Text>
            </li>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <VisuallyHidden component="caption">
              {isEnded ? 'Group cover before it ended' : 'Your group cover'}
            </VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">BENEFIT</Table.Th>
                <Table.Th scope="col">AS THE FUND&apos;S RULES GIVE IT</Table.Th>
                <Table.Th scope="col">{isEnded ? 'COVER WAS' : 'COVER'}</Table.Th>
                <Table.Th scope="col">PREMIUM RATE</Table.Th>
                <Table.Th scope="col">{isEnded ? 'PREMIUM WAS' : 'PREMIUM A MONTH'}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cover.benefits.map((benefit) => (
                <Table.Tr key={benefit.benefit}>
                  <Table.Th scope="row">{benefit.label}</Table.Th>
                  <Table.Td>{benefit.basis}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{amountOf(benefit, money)}</Table.Td>
                  <Table.Td>{`${benefit.premiumRate.toFixed(2)}%`}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {money.rand(benefit.monthlyPremium)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm" c="dimmed">
        {isEnded
          ? 'The premiums were paid from your fund each month, as Group risk benefit premium among your transactions, until the cover ended.'
          : 'The premiums are paid from your fund each month and appear among your transactions as Group risk benefit premium. Cover amounts follow your pensionable salary and change with it; the insurer pays a claim under the policy’s terms.'}
      </Text>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={600} m={0}>
        {value}
      </Text>
    </div>
  );
}
