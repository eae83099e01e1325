import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ClaimDraft } from '@portal/contract/savings-claim';
import { notReadyMessage } from '@portal/domain/savings-claim-draft';
import { useState, type ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { Money } from '@/components/ui/money';
import { useDocumentTypes, useSubmitClaim } from '../../api/savings-claim';
import { EstimatePanel } from './amount-step';
import { wizardText as text } from './wizard-messages';

// Step 6 (the claims issue): the claim as it will be submitted, a declaration, and Submit. One
// idempotency key per draft, kept in this tab, so that pressing Submit twice, a retry after a
// lost answer or a reload makes one claim.

function idempotencyKeyFor(webTransactionNo: string): string {
  const name = `savings-claim-submit:${webTransactionNo}`;
  try {
    const kept = sessionStorage.getItem(name);
    if (kept) return kept;
    const made = crypto.randomUUID();
    sessionStorage.setItem(name, made);
    return made;
  } catch {
    return `${webTransactionNo}-submit`;
  }
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export function ReviewStep({
  draft,
  onBack,
  onSubmitted,
}: {
  draft: ClaimDraft;
  onBack: () => void;
  onSubmitted: (caseNo: string) => void;
}) {
  const submit = useSubmitClaim(draft.membershipDetails.schemeNumber);
  const documentTypes = useDocumentTypes();
  const [key] = useState(() => idempotencyKeyFor(draft.webTransactionNo));
  const [isDeclared, setIsDeclared] = useState(false);
  const [showDeclaration, setShowDeclaration] = useState(false);
  const banking = draft.banking;
  const errorText = submit.isError
    ? isApiError(submit.error) && submit.error.status >= 400 && submit.error.status < 500
      ? submit.error.message
      : text.submitError
    : null;
  return (
    <Stack gap="lg">
      <Text size="sm">{text.reviewIntro}</Text>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
        <Stack gap="xs">
          <Title order={3} fz="h4">
            Your claim
          </Title>
          <Row label="Fund">{draft.membershipDetails.fundName}</Row>
          <Row label="Membership number">{draft.membershipDetails.membershipNumber}</Row>
          <Row label="Claim">{draft.claimTypeDescription}</Row>
          <Row label="Withdrawal amount">
            {draft.amount === null ? '—' : <Money rand={draft.amount} />}
          </Row>
          <Row label="Annual taxable income">
            {draft.annualTaxableIncome === null ? '—' : <Money rand={draft.annualTaxableIncome} />}
          </Row>
          <Row label="Income tax number">{draft.taxNumber ?? '—'}</Row>
          <Row label="Bank account">
            {banking
              ? `${banking.bankName} ${banking.accountNumberMasked} (${banking.accountHolderName})`
              : '—'}
          </Row>
          <Row label="Documents">
            {draft.documents.length === 0
              ? 'None'
              : draft.documents.map((doc) => doc.fileName).join(', ')}
          </Row>
        </Stack>
      </Paper>
      <EstimatePanel estimate={draft.estimate} />
      <Checkbox
        label={text.declaration}
        checked={isDeclared}
        onChange={(event) => setIsDeclared(event.currentTarget.checked)}
        error={showDeclaration && !isDeclared ? text.declarationRequired : undefined}
      />
      {!draft.isReadyForSubmission ? (
        <Alert variant="outline" color="red.9" title="Your claim is not complete" role="alert">
          {notReadyMessage(draft.missingFields, documentTypes.data ?? [])}
        </Alert>
      ) : null}
      {errorText ? (
        <Alert variant="outline" color="red.9" title="Your claim was not submitted" role="alert">
          {errorText}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={submit.isPending}>
          Back
        </Button>
        <Button
          loading={submit.isPending}
          disabled={!draft.isReadyForSubmission}
          onClick={() => {
            setShowDeclaration(true);
            if (!isDeclared || submit.isPending) return;
            // The promise, not mutate's callbacks: the draft's query is renewed after the
            // submission and this step may unmount before a callback would run.
            submit
              .mutateAsync({ webTransactionNo: draft.webTransactionNo, idempotencyKey: key })
              .then(
                (data) => {
                  if (data.draft.caseNo) onSubmitted(data.draft.caseNo);
                },
                () => undefined,
              );
          }}
        >
          {text.submit}
        </Button>
      </Group>
    </Stack>
  );
}
