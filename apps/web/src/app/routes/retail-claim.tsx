import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { ClaimDetails, ClaimDetailsSkeleton } from '@/features/claims/components/claim-details';
import { ClaimTaxCertificate } from '@/features/documents/components/claim-tax-certificate';
import type { PageModuleHandle } from '../page-module';

// 'fund-details/{schemeNumber}/claims/{id}': a retail product's claim, by its case number, under
// the product's page (spec 1 §2.1 keeps claims/{id} for institutional and hybrid members). Retail
// members have no Documents page either, so once paid the claim gives its payment letter and its
// tax certificate here. A claim on another product of the member's is not found at this address.
export function Component() {
  const { schemeNumber = '', id = '' } = useParams();
  return (
    <ClaimFrame schemeNumber={schemeNumber} caseNo={id}>
      <ErrorBoundary>
        <ClaimDetails
          caseNo={id}
          schemeNumber={schemeNumber}
          paidDocuments={<ClaimTaxCertificate caseNo={id} />}
        />
      </ErrorBoundary>
    </ClaimFrame>
  );
}

function Skeleton() {
  const { schemeNumber = '', id = '' } = useParams();
  return (
    <ClaimFrame schemeNumber={schemeNumber} caseNo={id}>
      <ClaimDetailsSkeleton />
    </ClaimFrame>
  );
}

export const handle: PageModuleHandle = { Skeleton };

function ClaimFrame({
  schemeNumber,
  caseNo,
  children,
}: {
  schemeNumber: string;
  caseNo: string;
  children: ReactNode;
}) {
  return (
    <PageFrame
      title={`Claim ${caseNo}`}
      // The product's page ('Product details', spec 2 §2) leads back to it.
      breadcrumbs={[
        { name: 'Product details', url: paths.fundDetails.getHref(schemeNumber) },
        { name: `Claim ${caseNo}`, url: paths.retailClaim.getHref(schemeNumber, caseNo) },
      ]}
    >
      {children}
    </PageFrame>
  );
}
