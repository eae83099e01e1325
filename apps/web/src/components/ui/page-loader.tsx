import { Center, Loader, VisuallyHidden } from '@mantine/core';

type PageLoaderProps = {
  label?: string;
};

/** A centred loader for whole-page waits (guards, lazy pages), announced to screen readers. */
export function PageLoader({ label = 'Loading…' }: PageLoaderProps) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
