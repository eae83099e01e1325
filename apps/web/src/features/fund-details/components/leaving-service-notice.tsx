import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

// A paid-up membership's short notice on its fund's page (issue 49 point 4; Regulation 38): the
// member has left service, their money stays in the fund by default, and their options are a
// page of their own (not a menu item).

/** A status naming a paid-up membership ('Paid-up', 'Paid-up member', 'PAIDUP'). */
export function isPaidUp(...statuses: readonly (string | null)[]): boolean {
  return statuses.some((status) => status !== null && /paid[\s_-]?up/i.test(status));
}

export function LeavingServiceNotice({ schemeNumber }: { schemeNumber: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label="Leaving service">
      <Text size="sm">
        You are a paid-up member of this fund: your money stays invested here unless you choose
        otherwise.{' '}
        <Anchor
          component={Link}
          to={paths.leavingService.getHref(schemeNumber)}
          underline="always"
          fw={600}
        >
          See your options on leaving service
        </Anchor>
      </Text>
    </Paper>
  );
}
