import { Group, Loader } from '@mantine/core';
import type { InternalFund } from '@portal/contract/fund';
import type { ReactNode } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import type { ToolFunds } from './tool-funds';

type ToolFundsGateProps = {
  funds: ToolFunds;
  /** The tool's own failure text (spec 3 §8), shown when the funds could not be loaded. */
  errorTitle: string;
  errorMessage: string;
  children: (funds: readonly InternalFund[]) => ReactNode;
};

/** A fund-based tool (IRR, transaction summary) waits for the member's funds, or says it failed. */
export function ToolFundsGate({ funds, errorTitle, errorMessage, children }: ToolFundsGateProps) {
  if (funds.status === 'pending')
    return (
      <Group justify="center" py="xl">
        <Loader type="dots" aria-label="Loading your products" />
      </Group>
    );
  if (funds.status === 'error') return <ErrorPanel title={errorTitle} message={errorMessage} />;
  return <>{children(funds.funds)}</>;
}
