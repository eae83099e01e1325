import { Badge, Box, Button, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { DATA_ARCHIVE_STATE_LABELS, type DataArchiveState } from '@portal/contract/calls/my-data';
import type { DataArchive } from '@portal/contract/my-data';
import { DownloadButton } from '@/components/ui/download-button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { formatFileSize } from '@/lib/file-size';
import {
  dataArchiveFileName,
  dataArchiveLink,
  fetchDataArchive,
} from '../api/download-data-archive';
import { useDataArchives } from '../api/get-data-archives';
import classes from './my-data.module.css';
import { myDataText as text } from './texts';

// The member's data archives, the latest first: each its status in words, when it was asked for
// and made, its size and the last day it can be downloaded, and its Download once ready; with
// loading, error and empty states. An archive being prepared is announced politely when it is
// ready (the list asks again by itself, get-data-archives.ts).

/** A status in words, in dark ink; colour is never the only signal. */
function StatusBadge({ status }: { status: DataArchiveState }) {
  return (
    <Badge variant={status === 'Ready' ? 'filled' : 'outline'} color="dark" tt="none">
      {DATA_ARCHIVE_STATE_LABELS[status]}
    </Badge>
  );
}

export function DataArchiveList() {
  const archives = useDataArchives();
  if (archives.isPending)
    return (
      <Box aria-busy="true">
        <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
        <Skeleton height={88} radius="md" aria-hidden="true" />
      </Box>
    );
  if (archives.isError)
    return (
      <ErrorPanel title={text.somethingWentWrong} message={text.listError} height="small">
        <Button variant="default" size="sm" onClick={() => void archives.refetch()}>
          {text.tryAgain}
        </Button>
      </ErrorPanel>
    );
  if (archives.data.archives.length === 0)
    return (
      <Paper withBorder radius="md" p="lg">
        <Text fw={700}>{text.noArchives}</Text>
        <Text size="sm">{text.noArchivesHint}</Text>
      </Paper>
    );
  return (
    <ul className={classes.archives} aria-label={text.listHeading}>
      {archives.data.archives.map((archive) => (
        <ArchiveItem key={archive.id} archive={archive} />
      ))}
    </ul>
  );
}

function ArchiveItem({ archive }: { archive: DataArchive }) {
  return (
    <li className={classes.archive}>
      <Stack gap={6}>
        <div className={classes.meta}>
          <Text fw={700} className={classes.wrap}>
            {text.archiveName(archive.requestedAt)}
          </Text>
          <StatusBadge status={archive.status} />
        </div>
        {/* Read out when the archive changes from being prepared to ready. */}
        <div aria-live="polite">
          <ArchiveState archive={archive} />
        </div>
      </Stack>
    </li>
  );
}

function ArchiveState({ archive }: { archive: DataArchive }) {
  switch (archive.status) {
    case 'Preparing':
      return <Text size="sm">{text.preparing}</Text>;
    case 'Failed':
      return <Text size="sm">{text.failed}</Text>;
    case 'Expired':
      return <Text size="sm">{text.expired}</Text>;
    case 'Ready':
      return (
        <Stack gap={6} align="flex-start">
          <Text size="sm" c="dimmed" className={classes.wrap}>
            {[
              archive.readyAt ? text.readyOn(archive.readyAt) : null,
              archive.sizeBytes !== null ? formatFileSize(archive.sizeBytes) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {archive.expiresAt ? (
            <Text size="sm" className={classes.wrap}>
              {text.expiresOn(archive.expiresAt)}
            </Text>
          ) : null}
          <DownloadButton
            fetchFile={() => fetchDataArchive(archive.id)}
            href={dataArchiveLink(archive.id)}
            fileName={dataArchiveFileName(archive.requestedAt)}
            what={text.downloadWhat(archive.requestedAt)}
          />
        </Stack>
      );
  }
}
