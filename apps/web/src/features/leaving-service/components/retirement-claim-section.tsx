import { Alert, Anchor, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import {
  ANNUITY_KINDS,
  RETIREMENT_CASH_CHOICES,
  RETIREMENT_MESSAGES,
  type AnnuityKindName,
  type RetirementCashChoice,
} from '@portal/contract/calls/retirement-options';
import type { RetirementOptions } from '@portal/contract/retirement-options';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format';
import { useStartRetirementClaim } from '../api/retirement-actions';
import { retirementText as text } from './retirement-texts';

// The retirement claim started online (issue 49 point 5), after the member confirmed reading the
// counselling material and from the 55th birthday: the cash chosen and the annuity the rest buys.
// A claim already started is shown with its status and a link to its page instead of the form.

type Errors = { cash?: string; annuity?: string; form?: string };

function ClaimStarted({ claim }: { claim: NonNullable<RetirementOptions['retirementClaim']> }) {
  return (
    <Paper withBorder radius="md" p="md" data-panel="retirement-claim">
      <Stack gap="xs">
        <Text size="sm" role="status">
          {text.claimInProgress(
            claim.caseNo,
            claim.statusDescription,
            claim.submittedOn ? formatCalendarDate(claim.submittedOn) : '',
          )}
        </Text>
        <Anchor component={Link} to={claim.claimPath} underline="always" fw={600} size="sm">
          {text.followClaim(claim.caseNo)}
        </Anchor>
      </Stack>
    </Paper>
  );
}

export function RetirementClaimSection({ options }: { options: RetirementOptions }) {
  const start = useStartRetirementClaim(options.schemeNumber);
  const [cash, setCash] = useState<RetirementCashChoice | ''>('');
  const [annuity, setAnnuity] = useState<AnnuityKindName | ''>('');
  const [errors, setErrors] = useState<Errors>({});
  const [startedCase, setStartedCase] = useState<string | null>(null);

  const claim = options.retirementClaim;
  const isOpen = claim !== null && !['Paid', 'Declined', 'Cancelled'].includes(claim.status);
  if (claim && (isOpen || startedCase === claim.caseNo))
    return (
      <Stack gap="sm">
        {startedCase === claim.caseNo ? (
          <Alert variant="outline" color="green.9" role="status">
            {text.started(claim.caseNo)}
          </Alert>
        ) : null}
        <ClaimStarted claim={claim} />
      </Stack>
    );
  if (!options.counselling.acknowledgedOn)
    return <Text size="sm">{text.claimAfterCounselling}</Text>;
  if (!options.mayStartClaim)
    return <Text size="sm">{text.claimFrom(formatCalendarDate(options.earliestClaimDate))}</Text>;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      ...(cash === '' ? { cash: RETIREMENT_MESSAGES.cash } : {}),
      ...(annuity === '' ? { annuity: RETIREMENT_MESSAGES.annuity } : {}),
    };
    setErrors(found);
    if (cash === '' || annuity === '') return;
    start.mutate(
      { cash, annuity },
      {
        onSuccess: (started) => setStartedCase(started.caseNo),
        onError: (failure) =>
          setErrors({
            form:
              isApiError(failure) && failure.status > 0 && failure.status < 500
                ? failure.message
                : text.tryAgainLater,
          }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={text.claimHeading}>
      <Stack gap="md">
        <Text size="sm">{text.claimWhat}</Text>
        <Radio.Group
          label={text.cashChoiceLabel}
          value={cash}
          onChange={(value) => setCash(value as RetirementCashChoice)}
          error={errors.cash}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {RETIREMENT_CASH_CHOICES.map((choice) => (
              <Radio key={choice} value={choice} label={text.cashChoices[choice]} />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group
          label={text.annuityChoiceLabel}
          value={annuity}
          onChange={(value) => setAnnuity(value as AnnuityKindName)}
          error={errors.annuity}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {ANNUITY_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={text.annuityChoices[kind]} />
            ))}
          </Stack>
        </Radio.Group>
        {errors.form ? (
          <Alert variant="outline" color="red.9" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={start.isPending}>
            {text.startClaim}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
