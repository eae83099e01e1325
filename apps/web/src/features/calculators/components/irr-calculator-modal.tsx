import { Button, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { startTransition } from 'react';
import { AppModal } from '@/components/ui/app-modal';
import { IrrPanel } from './irr-panel';

/** spec 2 §9: the transaction and IRR modals are 850 wide. */
export const IRR_MODAL_WIDTH = 850;

/**
 * spec 2 §2: an information box explaining IRR with a Use IRR calculator button that opens the
 * IRR Calculator modal (layered above other content) with the IRR panel in modal mode.
 */
export function IrrCalculatorButton({ schemeNumber }: { schemeNumber: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  // The modal and its panel render in a transition: the tap is answered at once, the modal follows.
  const handleOpen = () => startTransition(open);
  return (
    <Paper withBorder radius="md" p="md" bg="blue.0">
      <Text size="sm" fw={700}>
        What is the internal rate of return?
      </Text>
      <Text size="sm" mt={4}>
        The internal rate of return (IRR) is the yearly growth rate of your investment over a period
        you choose. It allows for the size and timing of every contribution and withdrawal, so you
        can compare periods fairly.
      </Text>
      <Button variant="outline" mt="sm" onClick={handleOpen}>
        Use IRR calculator
      </Button>
      {/* The app's modal: a calendar open in it closes first on Escape or a click outside. */}
      <AppModal opened={opened} onClose={close} title="IRR Calculator" size={IRR_MODAL_WIDTH}>
        {opened ? <IrrPanel schemeNumber={schemeNumber} isModal /> : null}
      </AppModal>
    </Paper>
  );
}
