import { Box, Button, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { Suspense, startTransition, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';

// The accessible frame every chart shares: a figure named by its caption, the drawing as one image
// with a text alternative (its accessible name), and the chart's figures as a table with a caption
// and headers. The drawing itself is loaded on demand (the chart library is large); the caption,
// the name and the table are here from the start, so nothing waits for the library to be read.
// A drawing is made when the figure nears the screen (half a screen ahead): drawing every chart
// of a long page as it opens held a phone's main thread for most of a second.

export type ChartTableData = {
  caption: string;
  /** Column headers; the first names the rows (a beneficiary, a month, a product). */
  columns: readonly string[];
  /** One entry per row: the row's name first, then its figures as text. */
  rows: readonly { key: string; cells: readonly string[] }[];
};

export type ChartTableDisplay = 'toggle' | 'visible';

type ChartFigureProps = {
  title: string;
  /** The drawing's text alternative: what a sighted member takes from the picture. */
  description: string;
  table: ChartTableData;
  /**
   * 'toggle' (default): the table is read by screen readers and shown on request ('Show table');
   * 'visible': the table is always shown beside the drawing.
   */
  tableDisplay?: ChartTableDisplay;
  /** The drawing's height in px, kept while it loads so that the page does not move. */
  height: number;
  /**
   * The drawing's key (a donut's slices and shares), shown at once under it and part of the image:
   * its text alternative says the same.
   */
  legend?: ReactNode;
  /** Extra text under the drawing (a median, a note). */
  footer?: ReactNode;
  children: ReactNode;
};

export function ChartFigure({
  title,
  description,
  table,
  tableDisplay = 'toggle',
  height,
  legend,
  footer,
  children,
}: ChartFigureProps) {
  const captionId = useId();
  const tableId = useId();
  const [isTableShown, setTableShown] = useState(false);
  const isTableVisible = tableDisplay === 'visible' || isTableShown;
  const frame = useRef<HTMLDivElement>(null);
  const isNear = useNearScreen(frame);

  return (
    <Box component="figure" m={0} aria-labelledby={captionId} miw={0}>
      <Text component="figcaption" id={captionId} size="sm" fw={600} mb={6}>
        {title}
      </Text>
      <div role="img" aria-label={description}>
        <div ref={frame} style={{ minHeight: height }}>
          {isNear ? (
            <Suspense fallback={<Skeleton height={height} radius="md" aria-hidden="true" />}>
              {children}
            </Suspense>
          ) : null}
        </div>
        {legend}
      </div>
      {footer}
      {tableDisplay === 'toggle' ? (
        <Group justify="flex-end" mt={4}>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={isTableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {isTableShown ? 'Hide table' : 'Show table'}
            {/* Each chart's button says which chart it is (a page may have several). */}
            <VisuallyHidden>{` of ${title}`}</VisuallyHidden>
          </Button>
        </Group>
      ) : null}
      {isTableVisible ? (
        // A wide table scrolls sideways inside the figure rather than widening the page.
        <Table.ScrollContainer minWidth={0} type="native" mt="sm">
          <ChartDataTable id={tableId} table={table} />
        </Table.ScrollContainer>
      ) : (
        <VisuallyHidden>
          <ChartDataTable id={tableId} table={table} />
        </VisuallyHidden>
      )}
    </Box>
  );
}

/**
 * Whether the element has come within half a screen of being seen (it stays so). False when the
 * page is drawn on the server and as the browser takes it over, so both draw the same.
 */
function useNearScreen(element: RefObject<HTMLElement | null>): boolean {
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (isNear || !target) return;
    const draw = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      draw();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        draw();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, isNear]);
  return isNear;
}

function ChartDataTable({ id, table }: { id: string; table: ChartTableData }) {
  const [nameHeader, ...figureHeaders] = table.columns;
  return (
    <Table id={id} verticalSpacing={4} fz="sm" captionSide="top">
      <Table.Caption style={{ textAlign: 'left' }}>{table.caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{nameHeader}</Table.Th>
          {figureHeaders.map((header) => (
            <Table.Th key={header} scope="col" ta="right">
              {header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row) => {
          const [name, ...figures] = row.cells;
          return (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {name}
              </Table.Th>
              {figures.map((figure, index) => (
                <Table.Td
                  key={figureHeaders[index] ?? index}
                  ta="right"
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {figure}
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
