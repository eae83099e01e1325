import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import {
  StatementsAndDocuments,
  StatementsAndDocumentsSkeleton,
} from '@/features/documents/components/statements-and-documents';
import type { PageModuleHandle } from '../page-module';

// 'statements-and-documents' (institutional and hybrid only, plus the statements flag): spec 1
// §2.1, spec 3 §2.10; on the funds background under the welcome banner (spec 1 §2.3).
export function Component() {
  return (
    <StatementsAndDocumentsFrame>
      <ErrorBoundary>
        <StatementsAndDocuments />
      </ErrorBoundary>
    </StatementsAndDocumentsFrame>
  );
}

/** The page as it looks while its gate waits for the member's type. */
function Skeleton() {
  return (
    <StatementsAndDocumentsFrame>
      <StatementsAndDocumentsSkeleton />
    </StatementsAndDocumentsFrame>
  );
}

export const handle: PageModuleHandle = { Skeleton };

function StatementsAndDocumentsFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      title="Statements and documents"
      breadcrumbs={[
        { name: 'Statements and documents', url: paths.statementsAndDocuments.getHref() },
      ]}
    >
      {children}
    </PageFrame>
  );
}
