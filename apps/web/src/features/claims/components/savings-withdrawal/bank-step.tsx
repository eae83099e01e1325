import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ClaimDraft } from '@portal/contract/savings-claim';
import { SAVINGS_CLAIM_ACCOUNT_TYPES, validateBankAccount } from '@portal/domain/banks';
import { useState } from 'react';
import { GuardedButton } from '@/components/ui/guarded-button';
import { SelectField } from '@/components/ui/select-field';
import { isApiError } from '@/lib/api-client';
import { useBankBranchCodes, useVerifyBank } from '../../api/savings-claim';
import { wizardText as text } from './wizard-messages';

// Step 4 (the claims issue): the member's bank account (the main banks with their universal
// branch codes; Cheque or Savings), its format checked as typed, then verified with the bank
// (spec 3 §3 results MATCH, INFORMATION MISMATCH, NON-PARTICIPATING BANK, TECHNICAL ERROR, each
// with what it means and what the member can do).

const RESULT_COLOR = {
  MATCH: 'teal.9',
  'INFORMATION MISMATCH': 'red.9',
  'NON-PARTICIPATING BANK': 'red.9',
  'TECHNICAL ERROR': 'red.9',
} as const;

export function BankStep({
  draft,
  onBack,
  onContinue,
}: {
  draft: ClaimDraft;
  onBack: () => void;
  onContinue: () => void;
}) {
  const banks = useBankBranchCodes();
  const verify = useVerifyBank(draft.membershipDetails.schemeNumber);
  const saved = draft.banking;
  const [isChanging, setIsChanging] = useState(saved === null);
  const [branchCode, setBranchCode] = useState<string | null>(saved?.branchCode ?? null);
  const [accountType, setAccountType] = useState<string | null>(
    saved ? String(saved.accountType) : null,
  );
  const [accountNumber, setAccountNumber] = useState('');
  const [holder, setHolder] = useState(saved?.accountHolderName ?? '');
  const [isTouched, setIsTouched] = useState(false);

  const check = validateBankAccount({ accountNumber, accountType, branchCode });
  const fieldErrors = isTouched && !check.isValid ? check.fieldErrors : {};
  const holderError =
    isTouched && holder.trim() === '' ? 'Account holder name is required' : undefined;
  const serverErrors =
    verify.isError && isApiError(verify.error) ? verify.error.fieldErrors : undefined;
  const hasServerFieldErrors = serverErrors !== undefined && Object.keys(serverErrors).length > 0;
  const answer = verify.data;
  const isVerified = draft.validations.bankVerified && !isChanging;

  const bankOptions = (banks.data?.banks ?? []).map((bank) => ({
    value: bank.branchCode,
    label: bank.name,
  }));
  const typeOptions = (banks.data?.accountTypes ?? [])
    .filter((type) => (SAVINGS_CLAIM_ACCOUNT_TYPES as readonly number[]).includes(type.code))
    .map((type) => ({ value: String(type.code), label: type.name }));
  const bankName = bankOptions.find((option) => option.value === branchCode)?.label ?? '';

  return (
    <Stack gap="lg">
      <Text size="sm">{text.bankIntro}</Text>
      {banks.isError ? (
        <Alert variant="outline" color="red.9" title="Something went wrong" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">We could not fetch the list of banks. Please try again.</Text>
            <Button size="xs" variant="default" onClick={() => void banks.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {isVerified && saved ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Alert variant="outline" color="teal.9" title="Bank account verified" role="status">
              {`${saved.bankName} ${saved.accountNumberMasked}, in the name of ${saved.accountHolderName}.`}
            </Alert>
            <Group>
              <Button variant="subtle" size="sm" onClick={() => setIsChanging(true)}>
                Use a different account
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <form
          noValidate
          aria-label="Bank details"
          onSubmit={(event) => {
            event.preventDefault();
            setIsTouched(true);
            if (!check.isValid || holder.trim() === '' || branchCode === null) return;
            verify.mutate(
              {
                webTransactionNo: draft.webTransactionNo,
                bankName,
                branchCode,
                accountType: Number(accountType),
                accountNumber: accountNumber.trim(),
                accountHolderName: holder.trim(),
              },
              {
                onSuccess: (data) => {
                  if (data.isVerified) setIsChanging(false);
                },
              },
            );
          }}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <SelectField
                label="Bank"
                placeholder="Select your bank"
                options={bankOptions}
                value={branchCode}
                onChange={(value) => setBranchCode(value)}
                error={fieldErrors.branchCode ?? serverErrors?.branchCode?.[0]}
                required
              />
              <TextInput
                label="Branch code"
                value={branchCode ?? ''}
                readOnly
                description="The bank's universal branch code"
              />
              <SelectField
                label="Account type"
                placeholder="Select the account type"
                options={typeOptions}
                value={accountType}
                onChange={(value) => setAccountType(value)}
                error={fieldErrors.accountType ?? serverErrors?.accountType?.[0]}
                required
              />
              <TextInput
                label="Account number"
                inputMode="numeric"
                autoComplete="off"
                maxLength={11}
                value={accountNumber}
                onChange={(event) => setAccountNumber(event.currentTarget.value.replace(/\D/g, ''))}
                error={fieldErrors.accountNumber ?? serverErrors?.accountNumber?.[0]}
                required
              />
              <TextInput
                label="Account holder name"
                autoComplete="name"
                maxLength={120}
                value={holder}
                onChange={(event) => setHolder(event.currentTarget.value)}
                error={holderError ?? serverErrors?.accountHolderName?.[0]}
                required
              />
            </SimpleGrid>
            {answer ? (
              <Alert
                variant="outline"
                color={RESULT_COLOR[answer.result]}
                title={answer.isVerified ? 'Bank account verified' : answer.result}
                role={answer.isVerified ? 'status' : 'alert'}
              >
                <Stack gap={4}>
                  <Text size="sm">{answer.message}</Text>
                  {answer.advice ? <Text size="sm">{answer.advice}</Text> : null}
                </Stack>
              </Alert>
            ) : null}
            {verify.isError && !hasServerFieldErrors ? (
              <Alert variant="outline" color="red.9" title="Something went wrong" role="alert">
                {/* The server's words when it refused (e.g. 429: the verifications allowed are
                    used up, call the contact centre); else a general line. */}
                {isApiError(verify.error) && verify.error.status >= 400 && verify.error.status < 500
                  ? verify.error.message
                  : 'We could not verify your bank account. Please try again.'}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" variant="light" loading={verify.isPending}>
                {text.bankVerify}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <Group justify="space-between" align="flex-start">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <GuardedButton
          missing={isVerified ? null : text.bankMissing}
          onClick={() => {
            if (isVerified) onContinue();
          }}
        >
          Continue
        </GuardedButton>
      </Group>
    </Stack>
  );
}
