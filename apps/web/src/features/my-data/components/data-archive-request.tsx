import { Alert, Button, Stack, Text } from '@mantine/core';
import { DATA_ARCHIVE_KEEP_DAYS } from '@portal/contract/calls/my-data';
import { isApiError } from '@/lib/api-client';
import { useDataArchives } from '../api/get-data-archives';
import { useRequestDataArchive } from '../api/request-data-archive';
import { myDataText as text } from './texts';

// "Download my data": asks for an archive (prepared in the background), then says so; a second
// request the same day is refused with the server's words, which name the next day one may be
// asked for (a 429). Any other failure asks the member to try again.

export function DataArchiveRequest() {
  const archives = useDataArchives();
  const ask = useRequestDataArchive();
  const keepDays = archives.data?.keepDays ?? DATA_ARCHIVE_KEEP_DAYS;
  const refusal =
    ask.error && isApiError(ask.error) && ask.error.code === 'RATE_LIMITED'
      ? ask.error.message
      : null;
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{text.requestIntro(keepDays)}</Text>
      <Button onClick={() => ask.mutate()} loading={ask.isPending}>
        {text.requestButton}
      </Button>
      <div role="status" aria-live="polite">
        {ask.isSuccess ? <Text fw={600}>{text.requested}</Text> : null}
      </div>
      {ask.isError ? (
        <Alert
          variant="outline"
          color="red.9"
          role="alert"
          title={refusal ? text.onceADay : text.somethingWentWrong}
        >
          {refusal ?? text.requestError}
        </Alert>
      ) : null}
    </Stack>
  );
}
