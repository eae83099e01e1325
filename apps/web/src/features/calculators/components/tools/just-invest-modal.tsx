import { Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { JustInvestFormSchema } from '@portal/domain/goal-forms';
import type { JustInvestForm } from '@portal/domain/goal-forms';
import { GoalCategory } from '@portal/domain/goals';
import { fieldLabels } from '@portal/domain/messages';
import { Controller, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { AppModal } from '@/components/ui/app-modal';
import { CurrencyInput } from '@/components/ui/currency-input';
import { InlineError } from '@/components/ui/inline-error';
import { useCreateProposal } from '../../api/create-proposal';
import { InfoCircleIcon } from './tool-icons';

/** spec 3 §2.1: the Just invest modal is 500 wide. */
export const JUST_INVEST_MODAL_WIDTH = 500;
/** spec 3 §8: the just invest proposal failure, quoted exactly. */
export const JUST_INVEST_ERROR_MESSAGE =
  "Something went wrong. Couldn't retrieve your Just Invest unique link. Please try logging in later.";
/** spec 3 §2.8: what the once-off contribution is. */
export const ONCE_OFF_CONTRIBUTION_TOOLTIP =
  'A lump sum you invest upfront. You can leave it blank.';

type FormValues = { goalName: string; startingDeposit: string };
const EMPTY: FormValues = { goalName: '', startingDeposit: '' };

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
    >
      <JustInvestStarter onStarted={onClose} />
    </AppModal>
  );
}

/**
 * spec 3 §2.4, §5, §8: an investment name and a once-off contribution. Start investment needs a
 * valid, changed form; it creates a just-saving proposal, opens its link in a new tab and closes
 * the modal. A failure shows the closable inline error and leaves everything else as it was.
 */
export function JustInvestStarter({ onStarted }: { onStarted: () => void }) {
  const form = useForm<FormValues, unknown, JustInvestForm>({
    mode: 'all',
    defaultValues: EMPTY,
    // The schema reads typed text into numbers; the form holds the text.
    resolver: zodResolver(JustInvestFormSchema) as Resolver<FormValues, unknown, JustInvestForm>,
  });
  const proposal = useCreateProposal();
  const { isValid, isDirty } = form.formState;

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
    <form noValidate onSubmit={form.handleSubmit(handleStart)}>
      <Stack gap="sm">
        <Text size="sm">
          Name your investment and, if you like, add a once-off contribution. We will open your
          investment proposal in a new tab.
        </Text>
        <Controller
          control={form.control}
          name="goalName"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label={fieldLabels.investmentName}
              placeholder="My investment"
              required
              maxLength={50}
              error={
                fieldState.isTouched && fieldState.isDirty ? fieldState.error?.message : undefined
              }
            />
          )}
        />
        <Controller
          control={form.control}
          name="startingDeposit"
          render={({ field, fieldState }) => (
            <CurrencyInput
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={fieldLabels.startingDeposit}
              placeholder="R 0.00"
              isWholeNumber
              rightSection={<OnceOffContributionTooltip />}
              error={
                fieldState.isTouched && fieldState.isDirty ? fieldState.error?.message : undefined
              }
            />
          )}
        />
        {proposal.isError ? (
          <InlineError message={JUST_INVEST_ERROR_MESSAGE} onClose={() => proposal.reset()} />
        ) : null}
        <Group justify="flex-end" mt="xs">
          <Button type="submit" disabled={!isValid || !isDirty} loading={proposal.isPending}>
            Start investment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function OnceOffContributionTooltip() {
  return (
    <Tooltip
      label={ONCE_OFF_CONTRIBUTION_TOOLTIP}
      multiline
      w={260}
      zIndex={2100}
      events={{ hover: true, focus: true, touch: true }}
    >
      <span
        tabIndex={0}
        role="img"
        aria-label={ONCE_OFF_CONTRIBUTION_TOOLTIP}
        style={{ display: 'inline-flex', cursor: 'help', color: 'var(--mantine-color-navy-8)' }}
      >
        <InfoCircleIcon />
      </span>
    </Tooltip>
  );
}
