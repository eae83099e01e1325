import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { useFileDownload } from './use-file-download';

type DownloadButtonProps = {
  fetchFile: () => Promise<Blob>;
  fileName: string;
  /** What is downloaded, for screen readers ('Download <what>'); the button shows 'Download'. */
  what: string;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
};

/** One file's Download button, busy while its file is fetched (spec 1 §4 "Download PDF"). */
export function DownloadButton({
  fetchFile,
  fileName,
  what,
  size = 'sm',
  fullWidth,
}: DownloadButtonProps) {
  const download = useFileDownload();
  return (
    <Button
      variant="outline"
      size={size}
      fullWidth={fullWidth}
      loading={download.isPending}
      aria-label={`Download ${what}`}
      leftSection={<DownloadIcon />}
      onClick={() => download.mutate({ fetchFile, fileName })}
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
