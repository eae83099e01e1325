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
      <Table miw={minWidth} verticalSpacing="xs" striped>
        {children}
      </Table>
    </div>
  );
}
