import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { monthsInWords } from '@portal/domain/contribution-status';
import { Link } from 'react-router';
import { useMoney } from '@/components/ui/money';
import { useContributionArrears } from '../api/get-contribution-arrears';

// Issue 48: on the dashboard, each employer fund whose contributions have not reached the fund,
// with the months, the amount and the way to the fund's contributions. Nothing while loading, on
// error (the fund's own page says why) or when every month has arrived.

export function ContributionArrearsAlert({
  contributionsHref,
}: {
  /** The address of a fund's Contributions section. */
  contributionsHref: (schemeNumber: string) => string;
}) {
  const arrears = useContributionArrears();
  const money = useMoney();
  if (!arrears.isSuccess || arrears.data.length === 0) return null;
  return (
    <Stack gap="sm" mb="md">
      {arrears.data.map((fund) => (
        <Alert
          key={fund.schemeNumber}
          color="red.9"
          variant="outline"
          title={`Contributions missing: ${fund.fundName}`}
        >
          <Text size="sm">
            The contributions for {monthsInWords(fund.missingMonths)} (
            {money.rand(fund.outstanding)}) have not reached the fund. Ask your employer’s payroll
            or HR department when they will be paid over.
          </Text>
          <Anchor
            component={Link}
            to={contributionsHref(fund.schemeNumber)}
            size="sm"
            mt="xs"
            display="inline-block"
          >
            See your contributions and what you can do
          </Anchor>
        </Alert>
      ))}
    </Stack>
  );
}
