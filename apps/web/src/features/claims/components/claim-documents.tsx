import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ClaimDetails as Claim } from '@portal/contract/claims';
import { formatDisplayDate } from '@portal/domain/dates';
import { DownloadButton } from '@/components/ui/download-button';
import { useMoney } from '@/components/ui/money';
import {
  fetchMemberDocument,
  memberDocumentLink,
  usePaymentLetters,
} from '../api/get-payment-letters';
import { dayOf } from './claim-progress';
import { claimsMessages as text } from './messages';

// A claim's documents (the claims issue): those the member uploaded with it, and its payment
// letter once paid, each downloadable.

/** The documents the member uploaded with the claim, each downloadable. */
export function SupportingDocuments({ documents }: { documents: Claim['documents'] }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="claim-documents"
    >
      <Title order={2} fz="h4" id="claim-documents" mb="sm">
        Supporting documents
      </Title>
      <Stack gap="sm" component="ul" p={0} m={0}>
        {documents.map((doc) => (
          <DocumentRow
            key={doc.fileId}
            fileId={doc.fileId}
            fileName={doc.fileName}
            title={doc.title}
            detail={`${doc.fileName} · uploaded ${dayOf(doc.uploadedAt)}`}
          />
        ))}
      </Stack>
    </Paper>
  );
}

/** One of the member's documents about the claim: its title, a line about it, and Download. */
function DocumentRow(props: { fileId: string; fileName: string; title: string; detail: string }) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="wrap"
      gap="sm"
      style={{ listStyle: 'none' }}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600}>{props.title}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {props.detail}
        </Text>
      </Stack>
      <DownloadButton
        fetchFile={() => fetchMemberDocument(props.fileId)}
        href={memberDocumentLink(props.fileId)}
        fileName={props.fileName}
        what={props.title}
      />
    </Group>
  );
}

export function PaymentLetters({ caseNo }: { caseNo: string }) {
  const money = useMoney();
  const letters = usePaymentLetters(caseNo, true);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="payment-letters"
    >
      <Title order={2} fz="h4" id="payment-letters" mb="sm">
        Payment letter
      </Title>
      {letters.isPending ? (
        <Skeleton height={40} aria-label="Loading your payment letter" />
      ) : letters.isError ? (
        <Text>{text.lettersError}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0}>
          {letters.data.map((letter) => (
            <DocumentRow
              key={letter.fileId}
              fileId={letter.fileId}
              fileName={letter.fileName}
              title={letter.title}
              detail={`Paid ${formatDisplayDate(letter.paymentDate)} · ${money.rand(letter.netAmount)}`}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
