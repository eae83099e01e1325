import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import type { StatementsResponse } from '@portal/contract/statements';
import type { StatementType } from '@portal/domain/statements';
import { useState } from 'react';
import type { StatementFilters } from '../api/get-statements';
import { OLDER_YEARS } from '../hooks/use-statement-filters';

type FilterOptions = Pick<StatementsResponse, 'yearOptions' | 'fundNames' | 'statementTypes'>;
type Draft = Omit<StatementFilters, 'page'>;

type StatementFiltersFormProps = {
  id: string;
  options: FilterOptions;
  current: StatementFilters;
  onApply: (filters: Draft) => void;
  onClear: () => void;
};

/**
 * spec 3 §2.10 statements filters: the years (with 'Older' when there are older statements), the
 * funds and the statement types. Nothing is asked until Apply filters.
 */
export function StatementFiltersForm({
  id,
  options,
  current,
  onApply,
  onClear,
}: StatementFiltersFormProps) {
  const [years, setYears] = useState<string[]>(() => [
    ...current.years.map(String),
    ...(current.includeOlder ? [OLDER_YEARS] : []),
  ]);
  const [fundNames, setFundNames] = useState<string[]>(current.fundNames);
  const [types, setTypes] = useState<string[]>(current.statementTypes);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    onApply({
      years: years.filter((year) => year !== OLDER_YEARS).map(Number),
      includeOlder: years.includes(OLDER_YEARS),
      fundNames,
      statementTypes: types as StatementType[],
    });
  }

  return (
    <form id={id} aria-label="Statement filters" onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fieldset legend="Year" variant="unstyled">
            <Checkbox.Group value={years} onChange={setYears}>
              <Stack gap="xs" mt={4}>
                {options.yearOptions.years.map((year) => (
                  <Checkbox key={year} value={String(year)} label={String(year)} />
                ))}
                {options.yearOptions.hasOlder ? (
                  <Checkbox value={OLDER_YEARS} label="Older" />
                ) : null}
              </Stack>
            </Checkbox.Group>
          </Fieldset>
          <Fieldset legend="Fund" variant="unstyled">
            <Checkbox.Group value={fundNames} onChange={setFundNames}>
              <Stack gap="xs" mt={4}>
                {options.fundNames.map((fund) => (
                  <Checkbox key={fund} value={fund} label={fund} />
                ))}
              </Stack>
            </Checkbox.Group>
          </Fieldset>
          <Fieldset legend="Statement type" variant="unstyled">
            <Checkbox.Group value={types} onChange={setTypes}>
              <Stack gap="xs" mt={4}>
                {options.statementTypes.map((type) => (
                  <Checkbox key={type.value} value={type.value} label={type.name} />
                ))}
              </Stack>
            </Checkbox.Group>
          </Fieldset>
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit">Apply filters</Button>
          <Button
            variant="default"
            onClick={() => {
              setYears([]);
              setFundNames([]);
              setTypes([]);
              onClear();
            }}
          >
            Clear filters
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
