import { Badge } from '@mantine/core';
import type { ClaimStatus } from '@portal/domain/claims';
import { CLAIM_STATUS_NAMES } from '@portal/domain/claims';

// A claim's status in words, with a colour that is never the only signal (DESIGN §4.11).
const STATUS_COLOR: Record<ClaimStatus, string> = {
  Draft: 'gray.8',
  Submitted: 'blue.9',
  DirectiveRequested: 'blue.9',
  DirectiveIssued: 'indigo.9',
  Paid: 'teal.9',
  Declined: 'red.9',
  Cancelled: 'gray.8',
};

/**
 * The badge keeps its size beside a title that wraps, and its words wrap inside it (rather than
 * being cut off) when they are wider than the card, as with large text on a phone.
 */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="filled"
      radius="sm"
      data-status={status}
      h="auto"
      maw="min(100%, 12rem)"
      py={2}
      style={{ flexShrink: 0 }}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' } }}
    >
      {CLAIM_STATUS_NAMES[status]}
    </Badge>
  );
}
