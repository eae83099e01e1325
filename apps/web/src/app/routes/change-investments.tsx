import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { ChangeInvestments } from '@/features/switches/components/change-investments';
import type { PageModuleHandle } from '../page-module';

// 'fund-details/{schemeNumber}/switch': an online switch of the fund's portfolios with its effect
// shown before confirming, and the fund's switch history (docs/decisions/041-online-switches.md).
export function Component() {
  const { schemeNumber = '' } = useParams();
  return (
    <SwitchFrame schemeNumber={schemeNumber}>
      <ErrorBoundary>
        <ChangeInvestments key={schemeNumber} schemeNumber={schemeNumber} />
      </ErrorBoundary>
    </SwitchFrame>
  );
}

function Skeleton() {
  const { schemeNumber = '' } = useParams();
  return <SwitchFrame schemeNumber={schemeNumber}>{null}</SwitchFrame>;
}

export const handle: PageModuleHandle = { Skeleton };

function SwitchFrame({ schemeNumber, children }: { schemeNumber: string; children: ReactNode }) {
  return (
    <PageFrame
      title="Change investments"
      // The fund details page's own title ('Product details', spec 2 §2) leads back to it.
      breadcrumbs={[
        { name: 'Product details', url: paths.fundDetails.getHref(schemeNumber) },
        { name: 'Change investments', url: paths.changeInvestments.getHref(schemeNumber) },
      ]}
      description={
        <Text>
          Choose the portfolios your savings and future contributions are invested in. You see the
          effect on your risk and your projected income before you confirm.
        </Text>
      }
    >
      <Box maw="60rem">{children}</Box>
    </PageFrame>
  );
}
