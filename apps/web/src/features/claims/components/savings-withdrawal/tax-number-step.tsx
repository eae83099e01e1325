import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ClaimDraft } from '@portal/contract/savings-claim';
import { validateTaxNumber } from '@portal/domain/tax-number';
import { useState } from 'react';
import { useSaveDraft } from '../../api/savings-claim';
import { wizardText as text } from './wizard-messages';

// Step 3 (the claims issue): the income tax number (10 digits, first digit 0, 1, 2, 3 or 9, a
// Luhn check digit, not all zeros), checked as typed and again by the server when saved. It starts
// with the number the fund holds for the member, if any (issue 45).

export function TaxNumberStep({
  draft,
  onBack,
  onContinue,
}: {
  draft: ClaimDraft;
  onBack: () => void;
  onContinue: () => void;
}) {
  const save = useSaveDraft(draft.membershipDetails.schemeNumber);
  // The draft's own number, else the one the fund holds (issue 45), which the member may change.
  const [taxNumber, setTaxNumber] = useState(draft.taxNumber ?? draft.heldTaxNumber ?? '');
  const isHeldNumber = draft.heldTaxNumber !== null && taxNumber === draft.heldTaxNumber;
  const [isTouched, setIsTouched] = useState(false);
  const check = validateTaxNumber(taxNumber);
  const serverError = save.data?.draft.fieldErrors.taxNumber?.[0];
  const error = isTouched && !check.isValid ? check.message : serverError;
  return (
    <form
      noValidate
      aria-label="Tax number"
      onSubmit={(event) => {
        event.preventDefault();
        setIsTouched(true);
        if (!check.isValid) return;
        save.mutate(
          { webTransactionNo: draft.webTransactionNo, claim: { taxNumber: check.taxNumber } },
          {
            onSuccess: (data) => {
              if (!data.draft.fieldErrors.taxNumber) onContinue();
            },
          },
        );
      }}
    >
      <Stack gap="lg">
        <Text size="sm">{text.taxIntro}</Text>
        <TextInput
          label="Income tax number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={taxNumber}
          onChange={(event) => setTaxNumber(event.currentTarget.value.replace(/\D/g, ''))}
          onBlur={() => setIsTouched(true)}
          description={isHeldNumber ? text.taxNumberHeld : undefined}
          error={error}
          required
          maw={320}
        />
        {save.isError ? (
          <Alert variant="outline" color="red.9" title="Something went wrong" role="alert">
            {text.saveError}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={save.isPending}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
