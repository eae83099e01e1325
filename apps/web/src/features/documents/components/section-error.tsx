import { Button } from '@mantine/core';
import { ErrorPanel } from '@/components/ui/error-panel';
import { documentsMessages as text } from './messages';

/** spec 1 §8 "Document fetch fails": the error panel with a way to ask again. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorPanel title={text.somethingWentWrong} message={message} height="small">
      <Button variant="default" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </ErrorPanel>
  );
}
