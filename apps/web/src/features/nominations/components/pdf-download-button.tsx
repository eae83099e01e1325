import { ActionIcon, Button, Loader } from '@mantine/core';
import { Hint } from '@/components/ui/hint';
import type { NominationPdfTarget } from '../api/generate-nomination-pdf';
import { usePdfDownload } from '../hooks/use-pdf-download';
import { PdfIcon } from './icons';

type PdfDownloadButtonProps = {
  target: NominationPdfTarget;
  /** The product, named in the icon button's label. */
  productName: string;
  variant?: 'icon' | 'button';
  onDownloaded?: () => void;
};

/** spec 1 §2.7, §4: the beneficiary report download; a spinner stands in while it loads. */
export function PdfDownloadButton({
  target,
  productName,
  variant = 'icon',
  onDownloaded,
}: PdfDownloadButtonProps) {
  const download = usePdfDownload({ onDownloaded });
  const label = `Download beneficiary report (PDF) for ${productName}`;
  if (variant === 'button') {
    return (
      <Button
        variant="outline"
        leftSection={<PdfIcon />}
        loading={download.isPending}
        onClick={() => download.mutate(target)}
      >
        Download PDF
      </Button>
    );
  }
  if (download.isPending) {
    return <Loader size="sm" aria-label="Downloading beneficiary report" role="status" />;
  }
  return (
    <Hint label="Download PDF" withinPortal={false}>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={label}
        onClick={() => download.mutate(target)}
      >
        <PdfIcon />
      </ActionIcon>
    </Hint>
  );
}
