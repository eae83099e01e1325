import { Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { FundCosts } from '@portal/contract/costs';
import { eacPercentText } from '@portal/domain/eac';
import { InlineError } from '@/components/ui/inline-error';
import { DownloadButton } from '@/components/ui/download-button';
import { fetchFundCostsPdf, fundCostsPdfLink, useFundCosts } from '../api/get-fund-costs';

// The Costs section of fund details: the member's Effective Annual Cost (ASISA's standard;
// docs/decisions/040-effective-annual-cost.md) as a table of terms and components, what it means,
// the footnotes and the disclosure to download. The table scrolls inside its own focusable box on
// a narrow phone, so the page itself never scrolls sideways.

export const COSTS_EMPTY = 'This fund has no cost figures yet.';
export const COSTS_ERROR =
  'We could not load the cost figures for this fund. Please try again later.';
export const COSTS_EXPLAINED =
  'The Effective Annual Cost (EAC) is what your savings cost you each year, as a percentage of their value. It adds together the charges for investment management, advice, administration and any other costs, including VAT. A fixed fee in rand weighs less the longer you stay invested, so the figure can differ with how long you stay.';

type Row = { name: string; values: number[]; isTotal?: boolean };

function rowsOf(costs: FundCosts): Row[] {
  const of = (pick: (t: FundCosts['terms'][number]) => number) => costs.terms.map(pick);
  return [
    { name: 'Investment management', values: of((t) => t.figures.investmentManagement) },
    { name: 'Advice', values: of((t) => t.figures.advice) },
    { name: 'Administration', values: of((t) => t.figures.administration) },
    ...(costs.showsOther ? [{ name: 'Other', values: of((t) => t.figures.other) }] : []),
    { name: 'Effective Annual Cost', values: of((t) => t.figures.total), isTotal: true },
  ];
}

/** The Costs section's content for one fund, with its own loading, error and empty states. */
export function CostsSection({ schemeNumber }: { schemeNumber: string }) {
  const costs = useFundCosts(schemeNumber);
  if (costs.isPending)
    return (
      <Stack gap="sm">
        <VisuallyHidden role="status">Loading the cost figures</VisuallyHidden>
        <Skeleton height={20} width="80%" aria-hidden="true" />
        <Skeleton height={160} aria-hidden="true" />
      </Stack>
    );
  if (costs.isError) return <InlineError title="Something went wrong" message={COSTS_ERROR} />;
  const figures = costs.data.costs;
  if (!figures) return <Text>{COSTS_EMPTY}</Text>;
  return <CostsTable costs={figures} />;
}

function CostsTable({ costs }: { costs: FundCosts }) {
  const captionId = `costs-caption-${costs.schemeNumber}`;
  return (
    <Stack gap="md">
      <Text>{COSTS_EXPLAINED}</Text>
      <div
        role="region"
        aria-labelledby={captionId}
        // Focusable so a keyboard can scroll the table when it is wider than a phone.
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Table striped miw={520}>
          <caption id={captionId} style={{ captionSide: 'top', textAlign: 'left' }}>
            <Text component="span" fw={700}>
              Your Effective Annual Cost a year, by how long you stay invested
            </Text>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Cost</Table.Th>
              {costs.terms.map((term) => (
                <Table.Th scope="col" key={term.label} style={{ textAlign: 'right' }}>
                  {term.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rowsOf(costs).map((row) => (
              <Table.Tr key={row.name} fw={row.isTotal ? 700 : undefined}>
                <Table.Th scope="row">{row.name}</Table.Th>
                {row.values.map((value, index) => (
                  <Table.Td key={costs.terms[index]?.label} style={{ textAlign: 'right' }}>
                    {eacPercentText(value)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {costs.footnotes.map((note) => (
          <Text component="li" size="sm" c="dimmed" key={note}>
            {note}
          </Text>
        ))}
      </Stack>
      <div>
        <DownloadButton
          fetchFile={() => fetchFundCostsPdf(costs.schemeNumber)}
          href={fundCostsPdfLink(costs.schemeNumber)}
          fileName={`Effective Annual Cost ${costs.schemeNumber}.pdf`}
          what="the Effective Annual Cost disclosure (PDF)"
        />
      </div>
    </Stack>
  );
}
