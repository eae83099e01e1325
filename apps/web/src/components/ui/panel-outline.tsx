import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/**
 * A LazyPanel's place while its code loads (components/ui/lazy-panel.tsx): about the part's
 * height, busy, and heard as one sentence.
 */
export function PanelOutline({ label, height }: { label: string; height: number }) {
  return (
    <Stack aria-busy="true" gap={0}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Skeleton height={height} radius="md" aria-hidden="true" />
    </Stack>
  );
}
