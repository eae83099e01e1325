import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ClaimDraft, UploadedDocument } from '@portal/contract/savings-claim';
import { CLAIM_UPLOAD_MAX_BYTES } from '@portal/contract/calls/savings-claim';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { GuardedButton } from '@/components/ui/guarded-button';
import { isApiError } from '@/lib/api-client';
import { useDeleteDocument, useDocumentTypes, useUploadDocument } from '../../api/savings-claim';
import { wizardText as text } from './wizard-messages';

// Step 5 (the claims issue): the supporting documents by type (GetDocumentTypes); PDF, JPEG or
// PNG of at most 5 MB (the server decides the type by the content); each can be removed until
// the claim is submitted.

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function missingRequiredDocuments(
  types: readonly { id: number; isRequired: boolean }[],
  documents: readonly UploadedDocument[],
): number[] {
  return types
    .filter((type) => type.isRequired)
    .filter((type) => !documents.some((doc) => doc.documentTypeId === type.id))
    .map((type) => type.id);
}

export function DocumentsStep({
  draft,
  onBack,
  onContinue,
}: {
  draft: ClaimDraft;
  onBack: () => void;
  onContinue: () => void;
}) {
  const types = useDocumentTypes();
  const [failure, setFailure] = useState<string | null>(null);
  if (types.isPending) return <Text aria-live="polite">Loading the documents we need…</Text>;
  if (types.isError)
    return (
      <Alert variant="outline" color="red.9" title="Something went wrong" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">We could not fetch the documents we need. Please try again.</Text>
          <Button size="xs" variant="default" onClick={() => void types.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  const missing = missingRequiredDocuments(types.data, draft.documents);
  return (
    <Stack gap="lg">
      <Text size="sm">{text.documentsIntro}</Text>
      {failure ? (
        <Alert
          variant="outline"
          color="red.9"
          title={text.uploadFailedTitle}
          role="alert"
          withCloseButton
          closeButtonLabel="Close"
          onClose={() => setFailure(null)}
        >
          {`${text.uploadFailed} ${failure}`}
        </Alert>
      ) : null}
      {types.data.map((type) => (
        <DocumentTypeCard
          key={type.id}
          draft={draft}
          type={type}
          documents={draft.documents.filter((doc) => doc.documentTypeId === type.id)}
          onFailure={setFailure}
        />
      ))}
      <Group justify="space-between" align="flex-start">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <GuardedButton
          missing={
            missing.length > 0
              ? text.documentsMissing(
                  types.data.filter((type) => missing.includes(type.id)).map((type) => type.name),
                )
              : null
          }
          onClick={() => {
            if (missing.length === 0) onContinue();
          }}
        >
          Continue
        </GuardedButton>
      </Group>
    </Stack>
  );
}

function DocumentTypeCard({
  draft,
  type,
  documents,
  onFailure,
}: {
  draft: ClaimDraft;
  type: { id: number; name: string; description: string; isRequired: boolean };
  documents: UploadedDocument[];
  onFailure: (reason: string | null) => void;
}) {
  const schemeNumber = draft.membershipDetails.schemeNumber;
  const upload = useUploadDocument(schemeNumber);
  const remove = useDeleteDocument(schemeNumber);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (file.size > CLAIM_UPLOAD_MAX_BYTES) {
      onFailure(`${file.name} is larger than 5 MB.`);
      return;
    }
    if (file.size === 0) {
      onFailure(`${file.name} is empty.`);
      return;
    }
    onFailure(null);
    upload.mutate(
      { webTransactionNo: draft.webTransactionNo, documentTypeId: type.id, file },
      {
        onError: (error) =>
          onFailure(
            isApiError(error) && error.status >= 400 && error.status < 500
              ? error.message
              : 'Please try again.',
          ),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Title order={3} fz="h5">
            {type.name}
          </Title>
          <Badge variant="light" color={type.isRequired ? 'navy' : 'gray'}>
            {type.isRequired ? 'Required' : 'Optional'}
          </Badge>
        </Group>
        <Text size="sm">{type.description}</Text>
        {documents.length > 0 ? (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label={`${type.name}: uploaded`}>
            {documents.map((doc) => (
              <Group
                key={doc.fileId}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                style={{ listStyle: 'none' }}
              >
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {`${doc.fileName} (${sizeText(doc.sizeBytes)})`}
                </Text>
                <Button
                  variant="default"
                  size="xs"
                  loading={remove.isPending && remove.variables === doc.fileId}
                  aria-label={`Remove ${doc.fileName}`}
                  onClick={() => remove.mutate(doc.fileId)}
                >
                  Remove
                </Button>
              </Group>
            ))}
          </Stack>
        ) : null}
        {remove.isError ? (
          <Text size="sm" c="red.8" role="alert">
            The document could not be removed. Please try again.
          </Text>
        ) : null}
        <Group>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            onChange={chosen}
            aria-label={`Upload ${type.name}`}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            tabIndex={-1}
          />
          <Button
            variant="light"
            size="sm"
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {documents.length > 0 ? 'Upload another' : 'Upload'}
            <VisuallyHidden>{` ${type.name}`}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
