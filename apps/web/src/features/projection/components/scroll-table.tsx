import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside a named region a keyboard can reach, rather than widen a
 * phone's page (320 px): the region is named by the table's caption.
 */
export function ScrollTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {/* The caption above the table at its start, where a scrolled table begins. */}
      <Table
        miw={minWidth}
        verticalSpacing="xs"
        striped
        captionSide="top"
        styles={{ caption: { textAlign: 'left', marginTop: 0 } }}
      >
        {children}
      </Table>
    </div>
  );
}
