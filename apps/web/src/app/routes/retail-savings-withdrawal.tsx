import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { isRetailProduct } from '@portal/domain/fund-details';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { showToast, ToastType } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { SavingsWithdrawalWizard } from '@/features/claims/components/savings-withdrawal/savings-withdrawal-wizard';
import { wizardText } from '@/features/claims/components/savings-withdrawal/wizard-messages';
import { useFundDetails } from '@/features/fund-details/api/get-fund-details';
import type { PageModuleHandle } from '../page-module';

// 'fund-details/{schemeNumber}/savings-withdrawal': a retail product's two-pot savings withdrawal
// (claim type RetailSavings), the employer fund's wizard with its checks, limits and step-up.
// Spec 1 §2.1 keeps Claims for institutional and hybrid members, so a retirement annuity's or
// preservation fund's withdrawal starts from the product's page and its claim is followed there.
export function Component() {
  const { schemeNumber = '' } = useParams();
  const navigate = useNavigate();
  const details = useFundDetails(schemeNumber);
  const fund = details.data?.success ? details.data.information.fund : undefined;
  const productHref = paths.fundDetails.getHref(schemeNumber);
  return (
    <WithdrawalFrame schemeNumber={schemeNumber}>
      <ErrorBoundary>
        {fund && !isRetailProduct(fund) ? (
          <EmployerFundNote schemeNumber={schemeNumber} />
        ) : (
          <SavingsWithdrawalWizard
            key={schemeNumber}
            schemeNumber={schemeNumber}
            place={{ kind: 'product', href: productHref }}
            onSubmitted={(caseNo) => {
              showToast({
                type: ToastType.Success,
                title: wizardText.submitted,
                message: wizardText.submittedOnProductMessage(caseNo),
              });
              void navigate(paths.retailClaim.getHref(schemeNumber, caseNo));
            }}
          />
        )}
      </ErrorBoundary>
    </WithdrawalFrame>
  );
}

/** An employer fund's savings withdrawal is a claim like its others, made on the Claims page. */
function EmployerFundNote({ schemeNumber }: { schemeNumber: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4">
          This is an employer fund
        </Title>
        <Text>
          A savings withdrawal from an employer fund is made and followed on the Claims page.
        </Text>
        <Anchor component={Link} to={paths.savingsWithdrawal.getHref(schemeNumber)}>
          Make the savings withdrawal under Claims
        </Anchor>
      </Stack>
    </Paper>
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
      // The product's page ('Product details', spec 2 §2) leads back to it.
      breadcrumbs={[
        { name: 'Product details', url: paths.fundDetails.getHref(schemeNumber) },
        { name: 'Savings withdrawal', url: paths.retailSavingsWithdrawal.getHref(schemeNumber) },
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
