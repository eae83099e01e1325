import { Stack } from '@mantine/core';
import type { InternalFund } from '@portal/contract/fund';
import { useState } from 'react';
import { AppModal } from '@/components/ui/app-modal';
import { SelectField } from '@/components/ui/select-field';
import { SUMMARY_ERROR_MESSAGE, TransactionSummaryPanel } from '../transaction-summary-panel';
import { PRODUCT_SELECT_LABEL } from './irr-tool-modal';
import { productOptions, transactionSummaryFunds } from './tool-funds';
import type { ToolFunds } from './tool-funds';
import { ToolFundsGate } from './tool-funds-gate';

/** spec 3 §2.1: the transaction summary modal is 500 wide. */
export const TRANSACTION_SUMMARY_TOOL_MODAL_WIDTH = 500;
/** spec 2 §2, spec 3 §2.3: the product select's placeholder. */
export const SELECT_A_FUND = 'Select a fund';

type TransactionSummaryToolModalProps = {
  opened: boolean;
  onClose: () => void;
  funds: ToolFunds;
};

/** spec 3 §2.1, §2.3: the Transaction Summary modal of the tools page. */
export function TransactionSummaryToolModal({
  opened,
  onClose,
  funds,
}: TransactionSummaryToolModalProps) {
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title="Transaction Summary"
      size={TRANSACTION_SUMMARY_TOOL_MODAL_WIDTH}
      closeOnClickOutside={false}
    >
      <TransactionSummaryTool funds={funds} />
    </AppModal>
  );
}

/**
 * spec 3 §2.3: Select a product (placeholder Select a fund), then the chosen fund's transaction
 * summary: dates between three years ago and today, Calculate, the five figures and the note.
 * As in the IRR tool (spec 3 §2.2), the first product is chosen once the funds load; without an
 * institutional product the dates and Calculate are disabled. A new product starts afresh.
 */
export function TransactionSummaryTool({ funds }: { funds: ToolFunds }) {
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <ToolFundsGate
      funds={funds}
      errorTitle="Something went wrong"
      errorMessage={SUMMARY_ERROR_MESSAGE}
    >
      {(list) => <SummaryProductTool funds={list} chosen={chosen} onChoose={setChosen} />}
    </ToolFundsGate>
  );
}

type ProductToolProps = {
  funds: readonly InternalFund[];
  chosen: string | null;
  onChoose: (schemeNumber: string | null) => void;
};

function SummaryProductTool({ funds, chosen, onChoose }: ProductToolProps) {
  const eligible = transactionSummaryFunds(funds);
  const fund = eligible.find((candidate) => candidate.schemeNumber === chosen) ?? eligible[0];
  return (
    <Stack gap="md">
      <SelectField
        label={PRODUCT_SELECT_LABEL}
        placeholder={SELECT_A_FUND}
        options={productOptions(eligible)}
        value={fund?.schemeNumber ?? null}
        onChange={onChoose}
        allowDeselect={false}
        disabled={eligible.length === 0}
      />
      {fund ? (
        <TransactionSummaryPanel
          key={fund.schemeNumber}
          schemeNumber={fund.schemeNumber}
          caseKey={fund.caseKey}
          caseMemberKey={fund.caseMemberKey}
          withIrrCalculator={false}
        />
      ) : (
        <TransactionSummaryPanel
          schemeNumber=""
          caseKey=""
          caseMemberKey=""
          withIrrCalculator={false}
          isDisabled
        />
      )}
    </Stack>
  );
}
