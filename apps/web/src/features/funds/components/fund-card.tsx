import { Anchor, Badge, Card, Group, rem, Stack, Text, Title } from '@mantine/core';
import type { InternalFund } from '@portal/contract/fund';
import { useId } from 'react';
import { Link } from 'react-router';
import { fitAmount, fitSize } from '@/components/ui/fit-amount';
import { Money } from '@/components/ui/money';
import { formatCalendarDate } from '@/lib/format';

type FundCardProps = {
  fund: InternalFund;
  /** Where the fund's details are, when that page is available to the member. */
  href?: string | undefined;
};

/** One internal fund: product name, membership number, current value and its date. */
export function FundCard({ fund, href }: FundCardProps) {
  const headingId = useId();
  return (
    <Card component="article" aria-labelledby={headingId} withBorder padding="lg" h="100%">
      <Stack gap="xs" className={fitAmount.box}>
        {/* The badge goes under the name when there is no room beside it (large text). */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title
            order={3}
            id={headingId}
            fz="lg"
            style={{ flex: '1 1 9rem', minWidth: 0, overflowWrap: 'break-word' }}
          >
            {href ? (
              <Anchor component={Link} to={href} inherit>
                {fund.fullproductname}
              </Anchor>
            ) : (
              fund.fullproductname
            )}
          </Title>
          <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
            {fund.productTypeCategory}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Membership number
          </Text>{' '}
          <Text span fw={600} size="sm">
            {fund.membershipNumber}
          </Text>
        </Text>
        {/* 'R 1 234 567.89' stays on one line, drawn smaller where the card is narrow. */}
        <Text fw={700} c="navy.9" lh={1.2} className={fitAmount.amount} style={fitSize(rem(28))}>
          <Money rand={fund.currentValue} wrapsByGroup />
        </Text>
        {fund.calculationDate ? (
          <Text size="sm" c="dimmed">
            Value at {formatCalendarDate(fund.calculationDate)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
