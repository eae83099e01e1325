import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { isNearRetirement, paysRetirementBenefit } from '@portal/domain/retirement-window';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

// A membership's short notices on its fund's page, each leading to a page of its own (not a menu
// item): a paid-up member has left service, their money stays in the fund by default, and their
// options are set out (issue 49 point 4; Regulation 38); a member within five years of the normal
// retirement date has their options at retirement set out (point 5; Regulation 39).

/** A status naming a paid-up membership ('Paid-up', 'Paid-up member', 'PAIDUP'). */
export function isPaidUp(...statuses: readonly (string | null)[]): boolean {
  return statuses.some((status) => status !== null && /paid[\s_-]?up/i.test(status));
}

/**
 * Whether the retirement notice shows: a retirement fund whose normal retirement date is within
 * five years of today.
 */
export function showsRetirementNotice(
  fund: { productTypeCategory: string; heading: string },
  normalRetirementDate: string | null,
  today: string,
): boolean {
  return (
    paysRetirementBenefit(fund) &&
    normalRetirementDate !== null &&
    isNearRetirement({ today, retirementDate: normalRetirementDate })
  );
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

export function RetirementNotice({ schemeNumber }: { schemeNumber: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label="Retirement">
      <Text size="sm">
        You are within five years of your normal retirement date. The fund’s annuity strategy and
        what you may choose at retirement are set out for you.{' '}
        <Anchor
          component={Link}
          to={paths.retirementOptions.getHref(schemeNumber)}
          underline="always"
          fw={600}
        >
          See your options at retirement
        </Anchor>
      </Text>
    </Paper>
  );
}

/** The membership's notices on its fund's page, the retirement one first; nothing when none. */
export function FundNotices({
  schemeNumber,
  member,
  fund,
  today,
}: {
  schemeNumber: string;
  member: {
    accountStatus: string | null;
    masterMemberStatus: string | null;
    normalRetirementDate: string | null;
  };
  fund: { productTypeCategory: string; heading: string };
  today: string;
}) {
  const paidUp = isPaidUp(member.accountStatus, member.masterMemberStatus);
  const retiring = showsRetirementNotice(fund, member.normalRetirementDate, today);
  if (!paidUp && !retiring) return null;
  return (
    <Stack gap="sm">
      {retiring ? <RetirementNotice schemeNumber={schemeNumber} /> : null}
      {paidUp ? <LeavingServiceNotice schemeNumber={schemeNumber} /> : null}
    </Stack>
  );
}
