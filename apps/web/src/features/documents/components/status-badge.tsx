import { Badge } from '@mantine/core';
import type { DocumentStatus } from '@portal/contract/statements';

// spec 1 §3, spec 3 §3 "Document status: Pending, InFlight, Completed" (Failed: it could not be
// made). The word is always shown, so colour is never the only signal (DESIGN §4.11).

const STATUS_LABEL: Record<DocumentStatus, string> = {
  Pending: 'Pending',
  InFlight: 'In progress',
  Completed: 'Completed',
  Failed: 'Failed',
};

const STATUS_COLOR: Record<DocumentStatus, string> = {
  Pending: 'gray.8',
  InFlight: 'blue.9',
  Completed: 'teal.9',
  Failed: 'red.9',
};

export function statusLabel(status: DocumentStatus): string {
  return STATUS_LABEL[status];
}

export function StatusBadge({ status }: { status: DocumentStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" radius="sm" data-status={status}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}
