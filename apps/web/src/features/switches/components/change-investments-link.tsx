import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSwitchOptions } from '../api/switches';

// On the fund details page's portfolios: "Change investments", for a fund whose range offers
// another portfolio to switch to (decision 041, the options' range).

export function ChangeInvestmentsLink({
  schemeNumber,
  href,
}: {
  schemeNumber: string;
  href: string;
}) {
  const options = useSwitchOptions(schemeNumber);
  if (!options.isSuccess || options.data.range.length < 2) return null;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm">
        {options.data.pendingInstructionId === null
          ? 'You can change how your savings and future contributions are invested, and see the effect before you confirm.'
          : 'You have a switch instruction that is not finished yet.'}
      </Text>
      <Button component={Link} to={href} variant="filled">
        Change investments
      </Button>
    </Group>
  );
}
