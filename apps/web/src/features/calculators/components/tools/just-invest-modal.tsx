import { Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { JustInvestFormSchema } from '@portal/domain/goal-forms';
import type { JustInvestForm } from '@portal/domain/goal-forms';
import { GoalCategory } from '@portal/domain/goals';
import { fieldLabels } from '@portal/domain/messages';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { AppModal } from '@/components/ui/app-modal';
import { GuardedButton } from '@/components/ui/guarded-button';
import { InlineError } from '@/components/ui/inline-error';
import { useCreateProposal } from '../../api/create-proposal';
import { GoalNameField, StartingDepositField } from '../goal-calculators/goal-fields';
import { missingFieldsText } from '../missing-fields';
import { useProposalConsent } from '../proposal-consent';

/** spec 3 §2.1: the Just invest modal is 500 wide. */
export const JUST_INVEST_MODAL_WIDTH = 500;
/** spec 3 §8: the just invest proposal failure, quoted exactly. */
export const JUST_INVEST_ERROR_MESSAGE =
  "Something went wrong. Couldn't retrieve your Just Invest unique link. Please try logging in later.";

// Text fields start undefined, not '': a field the member empties again stays changed (dirty), so
// its message still shows (spec 3 §5: errors show once the control is dirty and touched).
type FormValues = { goalName: string | undefined; startingDeposit: string | undefined };
const EMPTY: FormValues = { goalName: undefined, startingDeposit: undefined };

type JustInvestModalProps = { opened: boolean; onClose: () => void };

/** spec 3 §2.1, §2.4: the Just invest modal (no close on an outside click). */
export function JustInvestModal({ opened, onClose }: JustInvestModalProps) {
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title="Just invest"
      size={JUST_INVEST_MODAL_WIDTH}
      closeOnClickOutside={false}
      confirmDiscard
    >
      <JustInvestStarter onStarted={onClose} />
    </AppModal>
  );
}

/**
 * spec 3 §2.4, §5, §8: an investment name and a once-off contribution. Start investment needs a
 * valid form (until then it says what is missing); it asks whether an adviser may be told, and on
 * Confirm creates a just-saving proposal, opens its link in a new tab and closes the modal. A
 * failure shows the closable inline error and leaves everything else as it was.
 */
export function JustInvestStarter({ onStarted }: { onStarted: () => void }) {
  const form = useForm<FormValues, unknown, JustInvestForm>({
    mode: 'all',
    defaultValues: EMPTY,
    // The schema reads typed text into numbers; the form holds the text.
    resolver: zodResolver(JustInvestFormSchema) as Resolver<FormValues, unknown, JustInvestForm>,
  });
  const proposal = useCreateProposal();
  const consent = useProposalConsent(handleStart);
  const missing = missingFieldsText('start', JustInvestFormSchema, form.watch(), {
    goalName: fieldLabels.investmentName,
    startingDeposit: fieldLabels.startingDeposit,
  });

  async function handleStart(values: JustInvestForm) {
    proposal.reset();
    // Opened before the request so the browser treats it as the member's own click.
    const tab = window.open('', '_blank');
    try {
      const answer = await proposal.mutateAsync({
        goalCategory: GoalCategory.JustSaving,
        goalName: values.goalName,
        isTarget: false,
        startingDeposit: values.startingDeposit,
      });
      if (tab) {
        tab.opener = null;
        tab.location.href = answer.redirectUrl;
      } else window.open(answer.redirectUrl, '_blank', 'noopener');
      onStarted();
    } catch {
      tab?.close();
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(consent.ask)}>
      <Stack gap="sm">
        <Text size="sm">
          Name your investment and, if you like, add a once-off contribution. We will open your
          investment proposal in a new tab.
        </Text>
        <GoalNameField
          control={form.control}
          name="goalName"
          label={fieldLabels.investmentName}
          placeholder="My investment"
        />
        {/* The goal calculators' once-off contribution, with the same tooltip (spec 3 §2.8). */}
        <StartingDepositField control={form.control} name="startingDeposit" />
        {proposal.isError ? (
          <InlineError message={JUST_INVEST_ERROR_MESSAGE} onClose={() => proposal.reset()} />
        ) : null}
        <Group justify="flex-end" mt="xs">
          <GuardedButton type="submit" missing={missing} loading={proposal.isPending}>
            Start investment
          </GuardedButton>
        </Group>
      </Stack>
      {consent.dialog}
    </form>
  );
}
