import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { showToast, ToastType } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { SavingsWithdrawalWizard } from '@/features/claims/components/savings-withdrawal/savings-withdrawal-wizard';
import { wizardText } from '@/features/claims/components/savings-withdrawal/wizard-messages';
import type { PageModuleHandle } from '../page-module';

// 'claims/savings-withdrawal/{schemeNumber}' (institutional and hybrid only, as claims): the
// two-pot savings withdrawal claim on one fund.
export function Component() {
  const { schemeNumber = '' } = useParams();
  const navigate = useNavigate();
  return (
    <WithdrawalFrame schemeNumber={schemeNumber}>
      <ErrorBoundary>
        <SavingsWithdrawalWizard
          key={schemeNumber}
          schemeNumber={schemeNumber}
          place={{ kind: 'claims', href: paths.claims.getHref() }}
          onSubmitted={(caseNo) => {
            showToast({
              type: ToastType.Success,
              title: wizardText.submitted,
              message: wizardText.submittedMessage(caseNo),
            });
            void navigate(paths.claim.getHref(caseNo));
          }}
        />
      </ErrorBoundary>
    </WithdrawalFrame>
  );
}

function Skeleton() {
  const { schemeNumber = '' } = useParams();
  return <WithdrawalFrame schemeNumber={schemeNumber}>{null}</WithdrawalFrame>;
}

export const handle: PageModuleHandle = { Skeleton };

function WithdrawalFrame({
  schemeNumber,
  children,
}: {
  schemeNumber: string;
  children: ReactNode;
}) {
  return (
    <PageFrame
      title="Savings withdrawal"
      breadcrumbs={[
        { name: 'Claims', url: paths.claims.getHref() },
        { name: 'Savings withdrawal', url: paths.savingsWithdrawal.getHref(schemeNumber) },
      ]}
      description={
        <Text>
          Withdraw from your savings pot once a tax year. The amount is taxed at your marginal rate
          and paid into your bank account.
        </Text>
      }
    >
      {/* The wizard's steps read best in a narrower column than the page's. */}
      <Box maw="60rem">{children}</Box>
    </PageFrame>
  );
}
