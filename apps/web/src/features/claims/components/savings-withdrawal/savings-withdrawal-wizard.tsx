import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { startTransition, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LazyPanel } from '@/components/ui/lazy-panel';
import { isApiError } from '@/lib/api-client';
import { useMoney } from '@/components/ui/money';
import { Stepper } from '@/components/ui/stepper';
import {
  resumeStepOf,
  useClaimAllowed,
  useClaimDraft,
  useSaveDraft,
} from '../../api/savings-claim';
import { claimsMessages } from '../messages';
import { IdentityStep } from './identity-step';
import { wizardText as text } from './wizard-messages';
import {
  StepOutline,
  amountStep,
  bankStep,
  documentsStep,
  preloadStepsBeside,
  reviewStep,
  taxNumberStep,
} from './wizard-steps';

// The savings withdrawal claim (the claims issue): eligibility, then six steps — identity, amount
// with its estimate, tax number, bank details, documents, review and submit. The answers are kept
// in a draft on the server (processbymemberclaimv2, Save), so the member can leave and resume.
// The steps after identity load their code when they are near (wizard-steps.tsx).

const STEP_COUNT = text.steps.length;

/**
 * Where the wizard was opened from: the Claims page (an employer fund's withdrawal) or a retail
 * product's own page (retail members have no Claims page, spec 1 §2.1).
 */
export type WizardPlace = { kind: 'claims' | 'product'; href: string };

export function SavingsWithdrawalWizard({
  schemeNumber,
  place,
  onSubmitted,
}: {
  schemeNumber: string;
  place: WizardPlace;
  onSubmitted: (caseNo: string) => void;
}) {
  const back = (
    <Anchor component={Link} to={place.href}>
      {text.backTo[place.kind]}
    </Anchor>
  );
  const allowed = useClaimAllowed(schemeNumber);
  const money = useMoney();
  const draft = useClaimDraft(schemeNumber);
  const save = useSaveDraft(schemeNumber);
  // A resumed draft opens at the first step it still needs; a new claim at identity. With the
  // draft already in (a page drawn on the server), the first drawing shows that step.
  const [step, setStep] = useState<number | null>(() =>
    draft.isSuccess ? (draft.data ? resumeStepOf(draft.data) : 1) : null,
  );
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step !== null || !draft.isSuccess) return;
    setStep(draft.data ? resumeStepOf(draft.data) : 1);
  }, [draft.isSuccess, draft.data, step]);

  // Each step's heading takes the focus, so that a screen reader announces where the member is.
  // The next step renders in a transition (the press is answered before that work is done); its
  // heading takes the focus once it is drawn.
  const isHeadingToFocus = useRef(false);
  const goTo = (next: number) => {
    if (next === step) {
      heading.current?.focus();
      return;
    }
    isHeadingToFocus.current = true;
    startTransition(() => setStep(next));
  };
  useEffect(() => {
    if (!isHeadingToFocus.current) return;
    isHeadingToFocus.current = false;
    heading.current?.focus();
  }, [step]);
  // The steps either side load their code while the member is on this one (wizard-steps.tsx).
  useEffect(() => {
    if (step !== null) preloadStepsBeside(step);
  }, [step]);

  // A failure answers as soon as either call does: an unknown fund (404) or a call that failed
  // never leaves the outline showing.
  if (allowed.isError || draft.isError) {
    const isUnknownFund = [allowed.error, draft.error].some(
      (error) => isApiError(error) && error.status === 404,
    );
    if (isUnknownFund)
      return (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm" align="flex-start">
            <Title order={2} fz="h4">
              {text.unknownFundTitle}
            </Title>
            <Text>{text.unknownFund[place.kind]}</Text>
            {back}
          </Stack>
        </Paper>
      );
    return (
      <ErrorPanel title={claimsMessages.somethingWentWrong} message={text.loadError} height="small">
        <Button
          variant="default"
          size="sm"
          onClick={() => {
            void allowed.refetch();
            void draft.refetch();
          }}
        >
          Try again
        </Button>
      </ErrorPanel>
    );
  }
  if (allowed.isPending || draft.isPending || step === null) return <WizardSkeleton />;

  const membership = allowed.data[0];
  const current = draft.data;
  if (!membership)
    return (
      <ErrorPanel
        title={claimsMessages.somethingWentWrong}
        message={text.noSavingsPot}
        height="small"
      />
    );
  if (!current && !membership.isAllowed)
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="h4">
            You cannot make a savings withdrawal from this fund now
          </Title>
          <Text>{membership.reason}</Text>
          {back}
        </Stack>
      </Paper>
    );

  const startDraft = () =>
    save.mutate({ webTransactionNo: null, claim: {} }, { onSuccess: () => goTo(2) });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap={4}>
          <Text fw={700}>{membership.fundName}</Text>
          <Text size="sm">{`Membership number ${membership.membershipNumber}`}</Text>
          <Text size="sm">
            {`Savings pot available: ${money.rand(
              current?.membershipDetails.savingsPot ?? membership.savingsPot,
            )}`}
          </Text>
        </Stack>
      </Paper>
      <Stack gap="md">
        <Stepper current={step} total={STEP_COUNT} />
        <Title order={2} fz="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {text.steps[step - 1]}
        </Title>
        {save.isError ? (
          <Alert variant="outline" color="red.9" title="Something went wrong" role="alert">
            {save.error.message || text.saveError}
          </Alert>
        ) : null}
        <LazyPanel outline={<StepOutline />}>
          {step === 1 || !current ? (
            <IdentityStep
              idVerified={current?.validations.idVerified ?? false}
              webTransactionNo={current?.webTransactionNo}
              onVerified={() => (current ? goTo(2) : startDraft())}
            />
          ) : step === 2 ? (
            <amountStep.Step draft={current} onBack={() => goTo(1)} onContinue={() => goTo(3)} />
          ) : step === 3 ? (
            <taxNumberStep.Step draft={current} onBack={() => goTo(2)} onContinue={() => goTo(4)} />
          ) : step === 4 ? (
            <bankStep.Step draft={current} onBack={() => goTo(3)} onContinue={() => goTo(5)} />
          ) : step === 5 ? (
            <documentsStep.Step draft={current} onBack={() => goTo(4)} onContinue={() => goTo(6)} />
          ) : (
            <reviewStep.Step draft={current} onBack={() => goTo(5)} onSubmitted={onSubmitted} />
          )}
        </LazyPanel>
      </Stack>
    </Stack>
  );
}

function WizardSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading your claim">
      <Skeleton height={88} radius="md" />
      <Skeleton height={24} width="40%" />
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}
