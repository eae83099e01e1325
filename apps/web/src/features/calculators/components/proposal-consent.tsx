import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '@/components/ui/app-modal';

// Before a proposal is made (CreateProposal sends the member's name, email address and phone
// number from the profile as an adviser's lead, spec 3 §3), the member is asked whether an adviser
// may be told. Only Confirm makes the proposal; Cancel changes nothing.

export const PROPOSAL_CONSENT_TITLE = 'Pass your details to an adviser?';
export const PROPOSAL_CONSENT_TEXT =
  'An adviser will contact you about this investment. Do you want us to pass your details to an adviser?';
export const PROPOSAL_CONSENT_DETAILS =
  'We will send them your name, email address and phone number from your profile, with the details of this investment. Your investment proposal then opens in a new tab.';

type ProposalConsentDialogProps = {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The question before a proposal: Confirm or Cancel (Escape, the close button: Cancel). */
export function ProposalConsentDialog({ opened, onConfirm, onCancel }: ProposalConsentDialogProps) {
  return (
    <AppModal opened={opened} onClose={onCancel} title={PROPOSAL_CONSENT_TITLE} isSecondary>
      <Stack gap="md">
        <Text>{PROPOSAL_CONSENT_TEXT}</Text>
        <Text size="sm">{PROPOSAL_CONSENT_DETAILS}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            Confirm
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

/**
 * The question's state around a start: `ask(input)` opens it; Confirm closes it and calls
 * `start(input)` (on the member's own click, so the proposal's tab may open); Cancel forgets it.
 */
export function useProposalConsent<T>(start: (input: T) => unknown) {
  const [pending, setPending] = useState<{ input: T } | null>(null);
  return {
    ask: (input: T) => setPending({ input }),
    dialog: (
      <ProposalConsentDialog
        opened={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          setPending(null);
          void start(pending.input);
        }}
      />
    ),
  };
}
