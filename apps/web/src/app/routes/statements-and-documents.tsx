import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { paths } from '@/config/paths';
import {
  StatementsAndDocuments,
  StatementsAndDocumentsSkeleton,
} from '@/features/documents/components/statements-and-documents';
import type { PageModuleHandle } from '../member-pages';

// 'statements-and-documents' (institutional and hybrid only, plus the statements flag): spec 1
// §2.1, spec 3 §2.10.
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
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <Breadcrumbs
          items={[
            { name: 'Statements and documents', url: paths.statementsAndDocuments.getHref() },
          ]}
        />
        <Title order={1} fz="h2">
          Statements and documents
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
