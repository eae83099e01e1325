import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ClaimDetails as Claim } from '@portal/contract/claims';
import { ClaimType } from '@portal/domain/claims';
import { formatDisplayDate } from '@portal/domain/dates';
import { formatRand } from '@portal/domain/money';
import { SAVINGS_WITHDRAWAL_MINIMUM_CENTS } from '@portal/domain/savings-withdrawal-limits';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AppModal } from '@/components/ui/app-modal';
import { ErrorPanel } from '@/components/ui/error-panel';
import { AmountBreaks, useMoney } from '@/components/ui/money';
import { ToastType, showToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { usePortalConfig } from '@/lib/portal-config';
import { useCancelClaim } from '../api/cancel-claim';
import { useClaimDetails } from '../api/get-claim-details';
import { PaymentLetters, SupportingDocuments } from './claim-documents';
import { ClaimTimeline } from './claim-progress';
import { ClaimExpectedSteps } from './claim-expected-steps';
import { ClaimStatusBadge } from './claim-status-badge';
import { claimsMessages as text } from './messages';
import { RetirementSplit } from './retirement-split';

// A claim's page (the claims issue): its amounts, the status timeline, the reason a claim was
// declined, its payment letter once paid, and Cancel while the claim can still be cancelled.

type ClaimDetailsProps = {
  caseNo: string;
  /** On a product's page: the claim must be on this product, or it is not found there. */
  schemeNumber?: string;
  /** Shown with the payment letter once the claim is paid (a retail claim's tax certificate). */
  paidDocuments?: ReactNode;
};

export function ClaimDetails({ caseNo, schemeNumber, paidDocuments }: ClaimDetailsProps) {
  const claim = useClaimDetails(caseNo);
  if (claim.isPending) return <ClaimDetailsSkeleton />;
  const isElsewhere =
    claim.isSuccess && schemeNumber !== undefined && claim.data.schemeNumber !== schemeNumber;
  if (claim.isError || isElsewhere) {
    const isMissing = isElsewhere || (isApiError(claim.error) && claim.error.status === 404);
    return (
      <ErrorPanel
        title={text.somethingWentWrong}
        message={isMissing ? text.notFound : text.claimError}
        height="small"
      >
        {isMissing ? null : (
          <Button variant="default" size="sm" onClick={() => void claim.refetch()}>
            Try again
          </Button>
        )}
      </ErrorPanel>
    );
  }
  return <ClaimView claim={claim.data} paidDocuments={paidDocuments} />;
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {/* An amount too wide for its column (text at 200 % on a phone) wraps between its groups
          of figures, not inside one. */}
      <Text fw={600}>{typeof value === 'string' ? <AmountBreaks text={value} /> : value}</Text>
    </Stack>
  );
}

function ClaimView({ claim, paidDocuments }: { claim: Claim; paidDocuments: ReactNode }) {
  const amounts = useMoney();
  const isPaid = claim.status === 'Paid';
  const money = (rand: number | null) => (rand === null ? '—' : amounts.rand(rand));
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {/* The status sits top right; on a phone without room beside the title, on its own
              line at the start. */}
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
              <Title order={2} fz="h3">
                {claim.claimTypeDescription}
              </Title>
              <Text size="sm">{`${claim.fundName} · membership ${claim.membershipNumber}`}</Text>
            </Stack>
            <ClaimStatusBadge status={claim.status} />
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="md">
            <Figure label="Case number" value={claim.caseNo} />
            <Figure
              label="Submitted"
              value={claim.submittedDate ? formatDisplayDate(claim.submittedDate) : '—'}
            />
            <Figure label="Amount claimed (gross)" value={money(claim.grossAmount)} />
            {/* The fee, the tax taken and the payment are told only once the claim is paid: a
                declined or cancelled claim took no fee and paid nothing. */}
            {isPaid ? <Figure label="Fee" value={money(claim.feeAmount)} /> : null}
            {claim.estimatedTax && claim.taxAmount === null ? (
              <Figure label="Estimated tax" value={money(claim.estimatedTax.amount)} />
            ) : isPaid || claim.taxAmount !== null ? (
              <Figure label="Tax withheld" value={money(claim.taxAmount)} />
            ) : null}
            {isPaid ? <Figure label="Net amount" value={money(claim.netAmount)} /> : null}
            {claim.directiveNumber ? (
              <Figure label="Tax directive" value={claim.directiveNumber} />
            ) : null}
            {isPaid ? (
              <Figure
                label="Paid into"
                value={
                  claim.bankAccount
                    ? `${claim.bankAccount.bankName} ${claim.bankAccount.accountNumberMasked}`
                    : '—'
                }
              />
            ) : null}
          </SimpleGrid>
          {/* Below the figures at the page's full width, not squeezed into one of their cells. */}
          {claim.savingsWithdrawal ? (
            <SavingsWithdrawalTold claim={claim} withdrawal={claim.savingsWithdrawal} />
          ) : null}
          {claim.estimatedTax && claim.taxAmount === null ? (
            <Text size="sm">{claim.estimatedTax.label}</Text>
          ) : null}
          {claim.status === 'Declined' && claim.declineReason ? (
            <Alert
              color="red.9"
              variant="outline"
              title="Why the claim was declined"
              styles={{ message: { color: 'var(--mantine-color-text)' } }}
            >
              <Stack gap="xs">
                <Text size="sm">{claim.declineReason}</Text>
                <DeclinedNextStep claim={claim} />
              </Stack>
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      {claim.retirementSplit ? <RetirementSplit split={claim.retirementSplit} /> : null}
      <ClaimTimeline claim={claim} />
      <ClaimExpectedSteps caseNo={claim.caseNo} steps={claim.expectedSteps ?? []} />
      {claim.documents.length > 0 ? <SupportingDocuments documents={claim.documents} /> : null}
      {claim.status === 'Paid' ? <PaymentLetters caseNo={claim.caseNo} /> : null}
      {claim.status === 'Paid' ? paidDocuments : null}
      {claim.canCancel ? <CancelClaim caseNo={claim.caseNo} /> : null}
    </Stack>
  );
}

/**
 * A paid savings withdrawal told in full (issue 45): gross − fee − tax (with the directive) = net,
 * as the claim stores them; the savings pot left after it; and the earliest next withdrawal (the
 * domain's once-a-tax-year rule, worked out by the server).
 */
function SavingsWithdrawalTold({
  claim,
  withdrawal,
}: {
  claim: Claim;
  withdrawal: NonNullable<Claim['savingsWithdrawal']>;
}) {
  const amounts = useMoney();
  const money = (rand: number | null) => amounts.rand(rand ?? 0);
  const paidOn = claim.paidDate ? ` on ${formatDisplayDate(claim.paidDate)}` : '';
  const directive = claim.directiveNumber ? ` (SARS tax directive ${claim.directiveNumber})` : '';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="md">
        <Figure
          label="Savings pot left after it"
          value={amounts.rand(withdrawal.savingsPotAfter)}
        />
        <Figure
          label="Next savings withdrawal from"
          value={formatDisplayDate(withdrawal.nextWithdrawalFrom)}
        />
      </SimpleGrid>
      <Text size="sm">
        {`${money(claim.grossAmount)} claimed, less the ${money(claim.feeAmount)} withdrawal fee and ${money(claim.taxAmount)} tax withheld${directive}: ${money(claim.netAmount)} was paid to you${paidOn}.`}
      </Text>
      <Text size="sm">
        {`Your savings pot held ${amounts.rand(withdrawal.savingsPotAfter)} after this withdrawal${paidOn}. You may make one savings withdrawal a tax year (1 March to the end of February), so your next one can be from ${formatDisplayDate(withdrawal.nextWithdrawalFrom)}, if your savings pot then holds at least ${formatRand(SAVINGS_WITHDRAWAL_MINIMUM_CENTS)}.`}
      </Text>
    </Stack>
  );
}

/**
 * What a member whose claim was declined can do next: correct what the reason names and start a
 * new claim (a savings withdrawal from its own page), or call the contact centre about it.
 */
function DeclinedNextStep({ claim }: { claim: Claim }) {
  const config = usePortalConfig();
  const phone = config.data?.constants.callCentrePhone;
  // A retail product's withdrawal starts again from its own page (retail members have no Claims).
  const withdrawalHref =
    claim.claimType === ClaimType.Savings
      ? paths.savingsWithdrawal.getHref(claim.schemeNumber)
      : claim.claimType === ClaimType.RetailSavings
        ? paths.retailSavingsWithdrawal.getHref(claim.schemeNumber)
        : null;
  return (
    <Text size="sm">
      What you can do next: put right what the reason names and{' '}
      {withdrawalHref ? (
        <Anchor component={Link} to={withdrawalHref} underline="always">
          start a new savings withdrawal
        </Anchor>
      ) : (
        <Anchor component={Link} to={paths.claims.getHref()} underline="always">
          start a new claim
        </Anchor>
      )}
      {phone ? (
        <>
          , or call us on{' '}
          <Anchor href={`tel:${phone.replace(/\s+/g, '')}`} underline="always">
            {phone}
          </Anchor>{' '}
          and quote case {claim.caseNo}
        </>
      ) : null}
      .
    </Text>
  );
}

function CancelClaim({ caseNo }: { caseNo: string }) {
  const [isAsking, setIsAsking] = useState(false);
  const cancel = useCancelClaim();
  function handleConfirm() {
    cancel.mutate(caseNo, {
      onSuccess: () => {
        setIsAsking(false);
        showToast({ type: ToastType.Success, title: 'Claim cancelled', message: text.cancelled });
      },
      onError: (error) => {
        setIsAsking(false);
        showToast({
          type: ToastType.Error,
          title: 'Claim not cancelled',
          message: isApiError(error) && error.status === 409 ? error.message : text.cancelFailed,
        });
      },
    });
  }
  return (
    <>
      <Group>
        <Button variant="default" color="red.9" onClick={() => setIsAsking(true)}>
          Cancel claim
        </Button>
      </Group>
      <AppModal
        opened={isAsking}
        onClose={() => setIsAsking(false)}
        title={text.cancelTitle}
        size={360}
        closeOnClickOutside={false}
      >
        <Stack gap="md">
          <Text size="sm">{text.cancelText}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setIsAsking(false)}
              disabled={cancel.isPending}
            >
              Keep my claim
            </Button>
            <Button color="red.9" onClick={handleConfirm} loading={cancel.isPending}>
              Cancel claim
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}

export function ClaimDetailsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading your claim">
      <Skeleton height={220} radius="md" />
      <Skeleton height={200} radius="md" />
    </Stack>
  );
}
