import { Stack } from '@mantine/core';
import type { InternalFund } from '@portal/contract/fund';
import { useState } from 'react';
import { AppModal } from '@/components/ui/app-modal';
import { SelectField } from '@/components/ui/select-field';
import { IRR_ERROR_TITLE, IRR_TOOLS_ERROR_MESSAGE } from '../irr-messages';
import { IrrPanel } from '../irr-panel';
import { productOptions } from './tool-funds';
import type { ToolFunds } from './tool-funds';
import { ToolFundsGate } from './tool-funds-gate';

/** spec 3 §2.1: the IRR modal is 850 wide. */
export const IRR_TOOL_MODAL_WIDTH = 850;
export const PRODUCT_SELECT_LABEL = 'Select a product';

type IrrToolModalProps = {
  opened: boolean;
  onClose: () => void;
  funds: ToolFunds;
};

/** spec 3 §2.1, §2.2: the IRR Calculator modal of the tools page (no close on an outside click). */
export function IrrToolModal({ opened, onClose, funds }: IrrToolModalProps) {
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title="IRR Calculator"
      size={IRR_TOOL_MODAL_WIDTH}
      closeOnClickOutside={false}
    >
      <IrrTool funds={funds} />
    </AppModal>
  );
}

/**
 * spec 3 §2.2: a product select over the member's funds; the first is chosen once they load and
 * its rate is asked for the last 12 months (the IRR panel asks on mount, so a new product gets a
 * new panel). With no funds the select, dates and Calculate are disabled.
 */
export function IrrTool({ funds }: { funds: ToolFunds }) {
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <ToolFundsGate
      funds={funds}
      errorTitle={IRR_ERROR_TITLE}
      errorMessage={IRR_TOOLS_ERROR_MESSAGE}
    >
      {(list) => <IrrProductTool funds={list} chosen={chosen} onChoose={setChosen} />}
    </ToolFundsGate>
  );
}

type ProductToolProps = {
  funds: readonly InternalFund[];
  chosen: string | null;
  onChoose: (schemeNumber: string) => void;
};

function IrrProductTool({ funds, chosen, onChoose }: ProductToolProps) {
  const options = productOptions(funds);
  const selected =
    options.find((option) => option.value === chosen)?.value ?? options[0]?.value ?? null;
  return (
    <Stack gap="md">
      <SelectField
        label={PRODUCT_SELECT_LABEL}
        options={options}
        value={selected}
        onChange={(value) => {
          if (value !== null) onChoose(value);
        }}
        allowDeselect={false}
        disabled={options.length === 0}
        placeholder={options.length === 0 ? 'No products' : undefined}
      />
      {selected === null ? (
        <IrrPanel schemeNumber="" isModal isDisabled errorMessage={IRR_TOOLS_ERROR_MESSAGE} />
      ) : (
        <IrrPanel
          key={selected}
          schemeNumber={selected}
          isModal
          errorMessage={IRR_TOOLS_ERROR_MESSAGE}
        />
      )}
    </Stack>
  );
}
