import {
  Box,
  Button,
  Collapse,
  Group,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
  useMatches,
} from '@mantine/core';
import type { StatementsResponse } from '@portal/contract/statements';
import { useId, useRef, useState } from 'react';
import { isFiltered, useStatementFilters } from '../hooks/use-statement-filters';
import { periodText } from '../utils/format';
import { DocumentList, EmptyList } from './document-list';
import { documentsMessages as text } from './messages';
import { StatementDownload } from './statement-download';
import { StatementFiltersForm } from './statement-filters';

type StatementHistoryProps = {
  data: StatementsResponse;
  /** A new page or filter is on its way (the previous answer is still shown). */
  isUpdating: boolean;
};

/**
 * spec 3 §2.10, spec 1 §8: the statement history with its Filter button, its page of statements
 * (newest first), the pages, and the two empty texts: none at all, or none for the filters.
 */
export function StatementHistory({ data, isUpdating }: StatementHistoryProps) {
  const { filters, applyFilters, clearFilters, setPage } = useStatementFilters();
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  const filterId = useId();
  const filterButton = useRef<HTMLButtonElement>(null);
  const hasAny = data.yearOptions.years.length > 0;
  const isFilteredList = isFiltered(filters);
  // A phone shows fewer page numbers, so that the pages stay on one line.
  const siblings = useMatches({ base: 0, sm: 1 });

  function closeFilters() {
    setIsFilterOpen(false);
    filterButton.current?.focus();
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="statement-history-heading">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} fz="h4" id="statement-history-heading">
          Statement history
        </Title>
        {hasAny ? (
          <Button
            ref={filterButton}
            variant={isFilterOpen ? 'filled' : 'outline'}
            leftSection={<FilterIcon />}
            aria-expanded={isFilterOpen}
            aria-controls={filterId}
            onClick={() => setIsFilterOpen((open) => !open)}
          >
            Filter
          </Button>
        ) : null}
      </Group>
      {hasAny ? (
        <Collapse expanded={isFilterOpen} id={filterId}>
          <Paper withBorder radius="md" p="md">
            {isFilterOpen ? (
              <StatementFiltersForm
                id={`${filterId}-form`}
                options={data}
                current={filters}
                onApply={(next) => {
                  applyFilters(next);
                  closeFilters();
                }}
                onClear={() => {
                  clearFilters();
                  closeFilters();
                }}
              />
            ) : null}
          </Paper>
        </Collapse>
      ) : null}
      <Text size="sm" role="status" aria-live="polite" c="dimmed">
        {hasAny ? resultText(data.totalCount, isFilteredList) : ''}
      </Text>
      <Box aria-busy={isUpdating} style={{ opacity: isUpdating ? 0.6 : 1 }}>
        {!hasAny ? (
          <EmptyList>
            <Text>{text.noHistoricalStatements}</Text>
          </EmptyList>
        ) : data.details.length === 0 ? (
          <EmptyList>
            <Text fw={700}>{text.noMatchingStatements}</Text>
            <Text size="sm">{text.selectDifferentFilters}</Text>
          </EmptyList>
        ) : (
          <DocumentList
            label="Statements"
            rows={data.details.map((statement) => ({
              key: `${statement.statementId}-${statement.requestedAt ?? ''}`,
              title: statement.statementTypeName,
              details: [statement.fundName, periodText(statement.fromDate, statement.toDate)],
              action: <StatementDownload statement={statement} />,
            }))}
          />
        )}
      </Box>
      {data.totalPages > 1 ? (
        <Group justify="center" component="nav" aria-label="Statement pages">
          <Pagination
            total={data.totalPages}
            value={data.pageNumber}
            onChange={setPage}
            siblings={siblings}
            boundaries={1}
            gap={4}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

function resultText(count: number, isFilteredList: boolean): string {
  const noun = count === 1 ? 'statement' : 'statements';
  return isFilteredList ? `${count} ${noun} match your filters.` : `${count} ${noun}.`;
}

function FilterIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M3 5h18l-7 8v6l-4 2v-8L3 5Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
