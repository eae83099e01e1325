import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { MemberDocument } from '@portal/contract/documents';
import { fetchMemberDocument, memberDocumentLink } from '../api/download-member-document';
import { useMemberDocuments } from '../api/get-member-documents';
import { timestampDate } from '../utils/format';
import { DocumentList, EmptyList } from './document-list';
import type { DocumentRow } from './document-list';
import { DownloadButton } from '@/components/ui/download-button';
import { LoadingSkeleton } from './loading-skeleton';
import { documentsMessages as text } from './messages';
import { SectionError } from './section-error';
import { StatusBadge } from './status-badge';

// spec 1 §7 "Documents service", spec 3 §2.10: every document the portal issued to the member,
// newest first, with its status (spec 1 §3: Pending, InFlight, Completed; Failed when it could not
// be made). Only a Completed document downloads (DownloadMemberDocument).

export function MemberDocumentsTab() {
  const documents = useMemberDocuments();
  return (
    <Stack gap="sm" component="section" aria-labelledby="member-documents-heading">
      <Title order={2} fz="h4" id="member-documents-heading">
        Your documents
      </Title>
      {documents.isPending ? (
        <LoadingSkeleton label="Loading your documents">
          <Stack gap="sm">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height={64} radius="md" />
            ))}
          </Stack>
        </LoadingSkeleton>
      ) : documents.isError ? (
        <SectionError message={text.documentsError} onRetry={() => void documents.refetch()} />
      ) : documents.data.length === 0 ? (
        <EmptyList>
          <Text>{text.noDocuments}</Text>
        </EmptyList>
      ) : (
        <DocumentList label="Documents" rows={documents.data.map(documentRow)} />
      )}
    </Stack>
  );
}

function documentRow(document: MemberDocument): DocumentRow {
  return {
    key: document.fileId,
    title: document.documentName,
    details: [document.productName ?? 'All funds', timestampDate(document.createdDate)],
    action: (
      <Group gap="sm" wrap="wrap">
        <StatusBadge status={document.status} />
        {document.status === 'Completed' ? (
          <DownloadButton
            fetchFile={() => fetchMemberDocument(document.fileId)}
            href={memberDocumentLink(document.fileId)}
            fileName={document.fileName}
            what={document.documentName}
          />
        ) : null}
      </Group>
    ),
  };
}
