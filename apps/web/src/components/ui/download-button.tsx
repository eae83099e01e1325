import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useFileDownload } from './use-file-download';

type DownloadButtonProps = {
  fetchFile: () => Promise<Blob>;
  /** The file as a plain link (`fileLink`): what a page without script follows. */
  href: string;
  fileName: string;
  /** What is downloaded, for screen readers ('Download <what>'); the button shows 'Download'. */
  what: string;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
};

/** One file's Download, busy while its file is fetched (spec 1 §4 "Download PDF"). */
export function DownloadButton({
  fetchFile,
  href,
  fileName,
  what,
  size = 'sm',
  fullWidth,
}: DownloadButtonProps) {
  const download = useFileDownload();
  return (
    // A link to the file, so that a page without script downloads it too; with script the app
    // fetches it, shows it busy and tells the member how it went (spec 1 §4 "Download PDF").
    <Button
      component="a"
      href={href}
      download={fileName}
      variant="outline"
      size={size}
      fullWidth={fullWidth}
      loading={download.isPending}
      aria-label={`Download ${what}`}
      leftSection={<DownloadIcon />}
      // Named and used as the button it looks like, by Space as well as Enter.
      role="button"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        if (!download.isPending) download.mutate({ fetchFile, fileName });
      }}
      onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        event.currentTarget.click();
      }}
    >
      Download
    </Button>
  );
}

function DownloadIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M12 3v12m0 0-5-5m5 5 5-5M4 17v3h16v-3"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
